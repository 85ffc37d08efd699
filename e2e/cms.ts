import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request, test, type APIRequestContext } from '@playwright/test';
import { e2eStack } from './stack';

const collection = '/content-manager/collection-types/api::blog.blog';

export interface PostFields {
  title?: string;
  subtitle?: string;
  published?: boolean;
  contentHTML?: unknown[];
}

const stackDir = path.join(__dirname, '..', '.stack');
// Strapi allows 5 admin logins per 5 minutes and address: every worker and spec file shares one
// session through this file while it stays valid.
const tokenFile = path.join(stackDir, `cms-admin-token-${e2eStack.strapiPort}`);

const adminContext = (baseURL: string, token: string) =>
  request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });

/**
 * Strapi's admin API, as a marketer's actions in the admin panel reach it: each change goes
 * through Strapi's content manager and fires its webhook to the site.
 */
export class CmsAdmin {
  private constructor(private readonly api: APIRequestContext) {}

  /** Signs in to the test stack's Strapi, or to another (the propagation benchmark's). */
  static async signIn(
    strapiUrl = e2eStack.strapiUrl,
    admin: { email: string; password: string } = e2eStack.cmsAdmin,
  ): Promise<CmsAdmin> {
    // The saved session belongs to the test stack's Strapi only.
    const ownStack = strapiUrl === e2eStack.strapiUrl;
    const saved = ownStack && existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : '';
    if (saved) {
      const api = await adminContext(strapiUrl, saved);
      if ((await api.get('/admin/users/me')).ok()) return new CmsAdmin(api);
      await api.dispose();
    }
    const anonymous = await request.newContext({ baseURL: strapiUrl });
    const login = await anonymous.post('/admin/login', { data: admin });
    if (!login.ok())
      throw new Error(`Strapi admin login failed: ${login.status()} ${await login.text()}`);
    const { data } = (await login.json()) as { data: { token: string } };
    await anonymous.dispose();
    if (ownStack) {
      mkdirSync(stackDir, { recursive: true });
      writeFileSync(tokenFile, data.token);
    }
    return new CmsAdmin(await adminContext(strapiUrl, data.token));
  }

  async create(fields: PostFields): Promise<string> {
    const response = await this.api.post(collection, { data: fields });
    if (!response.ok())
      throw new Error(`create failed: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: { documentId: string } }).data.documentId;
  }

  async update(documentId: string, fields: PostFields) {
    const response = await this.api.put(`${collection}/${documentId}`, { data: fields });
    if (!response.ok())
      throw new Error(`update failed: ${response.status()} ${await response.text()}`);
  }

  /** The address the edit view's Preview button opens (Strapi's preview handler). */
  async previewUrl(documentId: string): Promise<string> {
    const response = await this.api.get('/content-manager/preview/url/api::blog.blog', {
      params: { documentId },
    });
    if (response.status() !== 200)
      throw new Error(`preview url failed: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: { url: string } }).data.url;
  }

  async remove(documentId: string) {
    const remove = () => this.api.delete(`${collection}/${documentId}`);
    // A kept-alive connection from before a frozen Strapi (pauseStrapi) may be reset when it
    // resumes: one new attempt.
    const response = await remove().catch((error: unknown) => {
      if (/ECONNRESET|socket hang up/.test(String(error))) return remove();
      throw error;
    });
    if (!response.ok() && response.status() !== 404) {
      throw new Error(`delete failed: ${response.status()} ${await response.text()}`);
    }
  }

  async dispose() {
    await this.api.dispose();
  }
}

/**
 * Strapi's admin for one spec file: signed in before its tests; the posts they create through
 * it are deleted after them.
 */
export function cmsForSpec() {
  let admin: CmsAdmin | undefined;
  const created: string[] = [];
  test.beforeAll(async () => {
    admin = await CmsAdmin.signIn();
  });
  test.afterAll(async () => {
    for (const documentId of created) await admin?.remove(documentId);
    await admin?.dispose();
  });
  const signedIn = (): CmsAdmin => {
    if (!admin) throw new Error('Not signed in to Strapi');
    return admin;
  };
  return {
    create: async (fields: PostFields) => {
      const documentId = await signedIn().create(fields);
      created.push(documentId);
      return documentId;
    },
    update: (documentId: string, fields: PostFields) => signedIn().update(documentId, fields),
    remove: (documentId: string) => signedIn().remove(documentId),
    previewUrl: (documentId: string) => signedIn().previewUrl(documentId),
  };
}

/** A title no other test (or earlier run) uses. */
export const uniqueTitle = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A one-paragraph body in Strapi's blocks format. */
export const paragraph = (text: string) => [
  { type: 'paragraph', children: [{ type: 'text', text }] },
];

/**
 * Freezes one server of the test stack (SIGSTOP to its process group, found by the pid file the
 * stack writes): it still accepts connections but never answers, the worst case for the site.
 * Returns the function that resumes it.
 */
export function pauseStackPiece(label: string, port: number): () => void {
  const pidFile = path.join(stackDir, 'pids', `${label}-${port}`);
  const pid = Number(readFileSync(pidFile, 'utf8'));
  process.kill(-pid, 'SIGSTOP');
  return () => process.kill(-pid, 'SIGCONT');
}

export const pauseStrapi = () => pauseStackPiece('strapi', e2eStack.strapiPort);
