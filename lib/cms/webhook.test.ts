import { describe, expect, it } from 'vitest';
import { cmsTags, tagsForWebhook } from './webhook';

const webhook = (event: string, overrides: Record<string, unknown> = {}) => ({
  event,
  createdAt: '2025-03-15T13:00:00.000Z',
  model: 'blog',
  uid: 'api::blog.blog',
  entry: { id: 7, documentId: 'abc123', title: 'Un post' },
  ...overrides,
});

describe('tagsForWebhook', () => {
  it.each(['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'])(
    '%s of a post touches the list and that post',
    (event) => {
      expect(tagsForWebhook(webhook(event))).toEqual(['blogs', 'blog:abc123']);
    },
  );

  it('recognises the post model by uid too', () => {
    expect(tagsForWebhook(webhook('entry.update', { model: undefined }))).toEqual([
      cmsTags.blogList,
      cmsTags.blog('abc123'),
    ]);
  });

  it('touches only the list when the entry has no documentId', () => {
    expect(tagsForWebhook(webhook('entry.delete', { entry: { id: 7 } }))).toEqual(['blogs']);
    expect(tagsForWebhook(webhook('entry.delete', { entry: null }))).toEqual(['blogs']);
  });

  it('touches everything from the CMS for media changes', () => {
    expect(tagsForWebhook(webhook('media.update', { model: 'file' }))).toEqual(['cms']);
  });

  it('ignores other models and events', () => {
    expect(tagsForWebhook(webhook('entry.update', { model: 'page', uid: 'api::page.page' }))).toEqual(
      [],
    );
    expect(tagsForWebhook(webhook('trigger-test'))).toEqual([]);
  });

  it.each([[null], ['entry.update'], [{}], [{ event: 3 }]])('rejects %j', (body) => {
    expect(tagsForWebhook(body)).toBeNull();
  });
});
