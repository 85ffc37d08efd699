import path from 'path';

// SQLite, a file under the project (`.tmp/` by default). A hosted Strapi with Postgres adds the
// `pg` package and its connection here.
export default ({ env }) => ({
  connection: {
    client: 'sqlite',
    connection: {
      filename: path.join(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
    },
    useNullAsDefault: true,
  },
});
