import type { Core } from '@strapi/strapi';
import fs from 'fs';
import path from 'path';
import { seedPosts, type SeedImage } from '../seed/posts';
import { blogUid } from '../preview';

const dayMs = 24 * 60 * 60 * 1000;

async function uploadImage(strapi: Core.Strapi, image: SeedImage & { caption?: string }) {
  const filepath = path.join(strapi.dirs.app.root, 'src', 'seed', 'images', image.file);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: image.file, alternativeText: image.alt, caption: image.caption } },
      files: {
        filepath,
        originalFilename: image.file,
        mimetype: 'image/jpeg',
        size: fs.statSync(filepath).size,
      },
    });
  return file;
}

/** A fresh database gets the sample posts, dated a few weeks apart, newest first. */
export async function seedBlog(strapi: Core.Strapi) {
  const posts = strapi.documents(blogUid);
  if ((await posts.count({})) > 0) return;
  for (const [index, post] of seedPosts.entries()) {
    const cover = await uploadImage(strapi, post.cover);
    const body = post.body(post.figure && (await uploadImage(strapi, post.figure)));
    const shareImage = post.seo?.shareImage && (await uploadImage(strapi, post.seo.shareImage));
    const created = await posts.create({
      data: {
        title: post.title,
        subtitle: post.subtitle,
        published: post.published,
        content: body,
        contentHTML: body,
        images: [cover.id],
        ...(post.seo && {
          seo: {
            metaTitle: post.seo.metaTitle,
            metaDescription: post.seo.metaDescription,
            shareImage: shareImage?.id ?? null,
          },
        }),
      },
    });
    // Without draft-and-publish Strapi stamps "now"; the samples look better spread in time.
    await strapi.db.query(blogUid).update({
      where: { id: created.id },
      data: { publishedAt: new Date(Date.now() - (index * 17 + 3) * dayMs) },
    });
  }
  strapi.log.info(`Seeded ${seedPosts.length} blog posts.`);
}

/**
 * The first administrator of a local database, from CMS_LOCAL_ADMIN_EMAIL and
 * CMS_LOCAL_ADMIN_PASSWORD (local-only values); nothing happens once any administrator exists.
 */
export async function seedLocalAdmin(strapi: Core.Strapi) {
  const email = process.env.CMS_LOCAL_ADMIN_EMAIL;
  const password = process.env.CMS_LOCAL_ADMIN_PASSWORD;
  const users = strapi.service('admin::user');
  if (!email || !password || (await users.exists())) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await users.create({
    email,
    password,
    firstname: 'Admin',
    lastname: 'Local',
    isActive: true,
    roles: [superAdmin.id],
  });
  strapi.log.info(`Created the local administrator ${email}.`);
}
