import { describe, expect, test } from 'vitest';
import { createRedactor, redactUrl, safeCause, scrubUrls, urlSecrets } from './redact.js';
import { openAIBaseURLProblem, sdkBaseURL, urlProblem } from './url-problem.js';

describe('redactUrl', () => {
  test('drops credentials, the fragment and every query value, keeping the keys', () => {
    expect(redactUrl('https://user:pw@api.example.com/v1/ask?key=abc&key=def&x=1#frag')).toBe(
      'https://api.example.com/v1/ask?key=[redacted]&x=[redacted]',
    );
    expect(redactUrl(new URL('http://127.0.0.1:8080/v1'))).toBe('http://127.0.0.1:8080/v1');
  });
});

describe('scrubUrls', () => {
  test('scrubs every URL in a text, parseable or not, and leaves the rest alone', () => {
    expect(
      scrubUrls(
        'Request cannot be constructed from a URL that includes credentials: http://u:p%40ss@h:1/v1/chat/completions?api-key=k1&v=2',
      ),
    ).toBe(
      'Request cannot be constructed from a URL that includes credentials: http://h:1/v1/chat/completions?api-key=[redacted]&v=[redacted]',
    );
    expect(scrubUrls('see https://user:pw@[bad/path and "http://x/?token=abc"')).toBe(
      'see https://[bad/path and "http://x/?token=[redacted]"',
    );
    expect(scrubUrls('timed out after 30000 ms at http://127.0.0.1:8080/v1.')).toBe(
      'timed out after 30000 ms at http://127.0.0.1:8080/v1.',
    );
  });
});

describe('punctuation after a redacted value stays, and the value goes whole', () => {
  // [what, text, expected]: every secret is spelled with "s3cr3t" so a leak of any part of it shows.
  const urls: [string, string, string][] = [
    [
      'straight quotes',
      `"http://h/?k=s3cr3t" 'http://h/?k=s3cr3t'`,
      `"http://h/?k=[redacted]" 'http://h/?k=[redacted]'`,
    ],
    [
      'curly quotes',
      '\u201chttp://h/?k=s3cr3t\u201d \u00abhttp://h/?k=s3cr3t\u00bb',
      '\u201chttp://h/?k=[redacted]\u201d \u00abhttp://h/?k=[redacted]\u00bb',
    ],
    [
      'angle brackets, backticks',
      '<http://h/?k=s3cr3t> `http://h/?k=s3cr3t`',
      '<http://h/?k=[redacted]> `http://h/?k=[redacted]`',
    ],
    ['closing paren', '(see http://h/v1?api-key=s3cr3t)', '(see http://h/v1?api-key=[redacted])'],
    ['paren, full stop', 'failed (http://h/v1?k=s3cr3t).', 'failed (http://h/v1?k=[redacted]).'],
    ['square brackets', '[http://h/?k=s3cr3t]', '[http://h/?k=[redacted]]'],
    ['braces', '{url: http://h/?k=s3cr3t}', '{url: http://h/?k=[redacted]}'],
    ['comma', 'at http://h/?k=s3cr3t, then', 'at http://h/?k=[redacted], then'],
    ['semicolon, colon', 'http://h/?k=s3cr3t; http://g/?k=s3cr3t:', 'http://h/?k=[redacted]; http://g/?k=[redacted]:'],
    ['!? after two values', 'http://h/?a=s3cr3t&b=s3cr3t!?', 'http://h/?a=[redacted]&b=[redacted]!?'],
    ['credentials, no query', '(http://u:s3cr3t@h/v1)', '(http://h/v1)'],
    ['IPv6 host', '(http://[::1]:8080/v1?k=s3cr3t)', '(http://[::1]:8080/v1?k=[redacted])'],
    ['balanced parens inside the value', 'http://h/?q=s3cr3t(x)', 'http://h/?q=[redacted]'],
    ['balanced parens, then a closing one', '(http://h/?q=s3cr3t(x))', '(http://h/?q=[redacted])'],
  ];
  test.each(urls)('URL in prose, %s', (_what, text, expected) => {
    for (const redact of [scrubUrls, createRedactor([])]) {
      expect(redact(text)).toBe(expected);
      expect(redact(text)).not.toContain('s3cr3t');
    }
  });

  // Registered secrets ending in punctuation go whole, though a URL scrub alone leaves trailing punctuation to the prose.
  const registered: [string, string[], string, string][] = [
    [
      'query value ending in ")"',
      urlSecrets('http://h/v1?api-key=s3cr3t)'),
      '(at http://h/v1?api-key=s3cr3t))',
      '(at http://h/v1?api-key=[redacted])',
    ],
    [
      'query value ending in "."',
      urlSecrets('http://h/v1?k=s3cr3t.'),
      'at http://h/v1?k=s3cr3t.',
      'at http://h/v1?k=[redacted]',
    ],
    [
      'password ending in "]"',
      urlSecrets('http://u:s3cr3t%5D@h/v1'),
      'cannot reach http://u:s3cr3t%5D@h/v1]',
      'cannot reach http://h/v1]',
    ],
    [
      'header value, then ").',
      ['Bearer tok-s3cr3t', 'tok-s3cr3t'],
      'refused (Bearer tok-s3cr3t).',
      'refused ([redacted]).',
    ],
    ['header token in quotes', ['tok-s3cr3t'], 'auth "tok-s3cr3t", retry', 'auth "[redacted]", retry'],
    ['key after a colon, before "]"', ['sk-s3cr3t'], '[key: sk-s3cr3t]', '[key: [redacted]]'],
  ];
  test.each(registered)('registered secret, %s', (_what, secrets, text, expected) => {
    const out = createRedactor(secrets)(text);
    expect(out).toBe(expected);
    expect(out).not.toContain('s3cr3t');
  });
});

describe('urlSecrets and createRedactor', () => {
  test('finds the user, password, Basic token and query values, as written and decoded', () => {
    const secrets = urlSecrets('http://alice:p%40ss-word@h/v1?api-key=k%2Bey-1&empty=&v=1');
    expect(secrets).toEqual(
      expect.arrayContaining([
        'alice',
        'p%40ss-word',
        'p@ss-word',
        'k%2Bey-1',
        'k+ey-1',
        Buffer.from('alice:p@ss-word').toString('base64'),
      ]),
    );
    expect(urlSecrets('not a url')).toEqual([]);
  });

  test('replaces each secret anywhere in a text, encoded too, but not short values that would shred it', () => {
    const redact = createRedactor(['sk-live-123', ...urlSecrets('http://h/v1?api-key=p@ss-1234&v=1'), undefined]);
    expect(redact('server said: key sk-live-123 and p@ss-1234 (p%40ss-1234) are wrong; v=1 of 1')).toBe(
      'server said: key [redacted] and [redacted] ([redacted]) are wrong; v=1 of 1',
    );
  });
});

describe('safeCause', () => {
  test('keeps an error as cause only when nothing in it, nested causes included, holds a secret', () => {
    const redact = createRedactor(['hunter22']);
    const clean = new Error('connection refused');
    expect(safeCause(clean, redact)).toBe(clean);
    const leaky = new Error('request failed', { cause: new TypeError('bad password hunter22') });
    expect(safeCause(leaky, redact)).toBeUndefined();
    expect(safeCause(Object.assign(new Error('x'), { input: 'http://u:pw@h/' }), redact)).toBeUndefined();
    expect(safeCause(undefined, redact)).toBeUndefined();
  });
});

describe('urlProblem', () => {
  test('says what is wrong without repeating the value', () => {
    for (const [value, problem] of [
      ['127.0.0.1:11434/v1?key=secret-1', /^is not a URL: it must start with http:\/\/ or https:\/\//],
      ['http://u:secret-1@[::1/v1', /^is not a valid URL/],
      ['ftp://u:secret-1@h/v1', /^must be an http:\/\/ or https:\/\/ URL$/],
    ] as const) {
      expect(urlProblem(value)).toMatch(problem);
      expect(urlProblem(value)).not.toContain('secret');
    }
    expect(urlProblem('https://api.openai.com/v1')).toBeUndefined();
  });

  test('an OpenAI base URL must also hold no user name or password, which fetch refuses', () => {
    for (const value of [
      'http://u:secret-1@127.0.0.1:8080/v1',
      'https://secret-1@gw.example.com/v1?api-key=k',
      'http://:secret-1@h/v1',
    ]) {
      expect(openAIBaseURLProblem(value)).toMatch(/^must not hold a user name or password .*OPENAI_API_KEY/);
      expect(openAIBaseURLProblem(value)).not.toContain('secret');
    }
    expect(openAIBaseURLProblem('127.0.0.1:8080/v1')).toBe(urlProblem('127.0.0.1:8080/v1'));
    expect(openAIBaseURLProblem('https://gw.example.com/v1?api-key=k')).toBeUndefined();
  });
});

describe('sdkBaseURL', () => {
  test('moves a query out of the base URL into defaultQuery, where the SDK sends it with every request', () => {
    expect(sdkBaseURL('https://gw.example.com/openai/v1?api-key=k%2B1&api-version=2024-10-21')).toEqual({
      baseURL: 'https://gw.example.com/openai/v1',
      defaultQuery: { 'api-key': 'k+1', 'api-version': '2024-10-21' },
    });
    expect(sdkBaseURL('http://127.0.0.1:11434/v1')).toEqual({ baseURL: 'http://127.0.0.1:11434/v1' });
  });
});
