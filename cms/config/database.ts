import path from 'path';

/**
 * SQLite by default: a file under the project (`.tmp/data.db` unless DATABASE_FILENAME says
 * otherwise), for the local stack and the tests. A hosted Strapi sets DATABASE_CLIENT=postgres
 * and DATABASE_URL (postgres://user:password@host:5432/database), through the `pg` package;
 * DATABASE_SSL=true encrypts the connection, and DATABASE_SSL_REJECT_UNAUTHORIZED=false accepts
 * a server certificate that is not signed by a known authority (some managed databases).
 */
export default ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'postgres') {
    const url = env('DATABASE_URL');
    if (!url) throw new Error('DATABASE_CLIENT=postgres needs DATABASE_URL (postgres://…)');
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
        },
        pool: { min: 0, max: 10 },
      },
    };
  }
  if (client !== 'sqlite') {
    throw new Error(`DATABASE_CLIENT must be sqlite or postgres, got "${client}"`);
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.join(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  };
};
