// The reads the environment reads finder must find (lines 4-9) and the look-alikes it must not.
const NAME_ENV = 'C_CONSTANT';
export function settings(env: NodeJS.ProcessEnv, io: { env: NodeJS.ProcessEnv }) {
  const a = process.env.A_PROPERTY;
  // biome-ignore lint/complexity/useLiteralKeys: the element form is one the finder must read
  const b = env['B_ELEMENT'];
  const c = env[NAME_ENV];
  const d = read(env, 'D_HELPER');
  const e = io.env.E_NESTED;
  // process.env.IN_A_COMMENT
  const message = 'set process.env.IN_A_STRING';
  const other = { NOT_ENV: 1 }.NOT_ENV;
  const options = { env: 'x' } as { env: string; ENV_LIKE?: string };
  return [a, b, c, d, e, message, other, options.ENV_LIKE];
}

function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return env[name];
}
