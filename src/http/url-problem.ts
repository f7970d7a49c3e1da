/**
 * What is wrong with a configured http(s) URL, in words that never repeat it (it may hold credentials or a key);
 * `undefined` when it is usable.
 *
 * @example
 * urlProblem('127.0.0.1:11434/v1'); // 'is not a URL: it must start with http:// or https://, ...'
 */
export function urlProblem(text: string): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    return 'is not a URL: it must start with http:// or https://, e.g. http://127.0.0.1:11434/v1';
  }
  if (!URL.canParse(text)) {
    return 'is not a valid URL: check the host, the port and characters that need percent-encoding, e.g. http://127.0.0.1:11434/v1';
  }
  const { protocol } = new URL(text);
  if (protocol !== 'http:' && protocol !== 'https:') return 'must be an http:// or https:// URL';
  return undefined;
}

/**
 * What is wrong with a base URL for the `openai` SDK: anything {@link urlProblem} finds, or a user name or password
 * in it, which the SDK's fetch refuses on every call ("Request cannot be constructed from a URL that includes
 * credentials"). In the same words as `urlProblem`, never repeating the URL.
 *
 * @example
 * openAIBaseURLProblem('http://user:pw@127.0.0.1:8080/v1'); // 'must not hold a user name or password ...'
 */
export function openAIBaseURLProblem(text: string): string | undefined {
  const problem = urlProblem(text);
  if (problem !== undefined) return problem;
  const { username, password } = new URL(text);
  if (username === '' && password === '') return undefined;
  return (
    'must not hold a user name or password (user:password@host): fetch refuses such URLs. Remove them and give ' +
    'the key as OPENAI_API_KEY (or `apiKey`), sent as a Bearer token; a gateway that wants its key in the URL ' +
    'takes it in the query, e.g. https://gateway.example.com/v1?api-key=KEY'
  );
}

/**
 * The options for the `openai` SDK from a base URL that may carry a query (`https://gateway/v1?api-key=...`, as
 * Azure-style gateways want): the SDK appends paths to `baseURL` as text, which would put `/chat/completions` inside
 * the query, so the query goes to `defaultQuery` instead and is sent with every request.
 *
 * @example
 * sdkBaseURL('http://127.0.0.1:8080/v1?api-key=k'); // { baseURL: 'http://127.0.0.1:8080/v1', defaultQuery: { 'api-key': 'k' } }
 */
export function sdkBaseURL(url: string): { baseURL: string; defaultQuery?: Record<string, string> } {
  const parsed = new URL(url);
  if (parsed.search === '') return { baseURL: url };
  const defaultQuery = Object.fromEntries(parsed.searchParams);
  parsed.search = '';
  parsed.hash = '';
  return { baseURL: parsed.toString().replace(/\/$/, ''), defaultQuery };
}
