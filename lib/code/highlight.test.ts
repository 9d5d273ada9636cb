import { highlight } from './highlight';

describe('highlight', () => {
  it('splits code into coloured tokens, losing no character, line breaks included', async () => {
    const code = 'curl -X POST https://api.example.com \\\n  -d \'{"amount": 1000}\'\n';
    const result = await highlight(code, 'bash');
    expect(result.tokens.map((token) => token.content).join('')).toBe(code.trimEnd());
    expect(new Set(result.tokens.map((token) => token.color)).size).toBeGreaterThan(1);
    expect(result.background).toMatch(/^#/);
  });

  it("leaves tokens in the block's own colour uncoloured and merges neighbours that look alike", async () => {
    const code = 'const amount = 1000;\nconst phone = "254712345678";\nsend(phone, amount);\n';
    const result = await highlight(code, 'javascript');
    const { tokens } = result;
    expect(tokens.some((token) => token.color === undefined)).toBe(true);
    expect(tokens.map((token) => token.color?.toLowerCase())).not.toContain(result.foreground.toLowerCase());
    tokens.slice(1).forEach((token, index) => {
      const previous = tokens[index]!;
      expect([token.color, token.italic]).not.toEqual([previous.color, previous.italic]);
    });
    expect(tokens.map((token) => token.content).join('')).toBe(code.trimEnd());
  });

  it('keeps markup in code as text', async () => {
    const result = await highlight('const html = "<script>alert(1)</script>";', 'javascript');
    expect(result.tokens.map((token) => token.content).join('')).toContain('<script>alert(1)</script>');
  });
});
