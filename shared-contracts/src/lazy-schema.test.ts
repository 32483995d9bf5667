import { z } from 'zod';
import { lazySchema, schemaProxy } from './lazy-schema';

describe('schemaProxy (lazySchema in the browser)', () => {
  it('builds the schema on first use, once, and then behaves as it', () => {
    const build = jest.fn(() => z.object({ name: z.string().min(2, 'Too short') }).strict());
    const schema = schemaProxy(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.parse({ name: 'Jo' })).toEqual({ name: 'Jo' });
    const failed = schema.safeParse({ name: 'J' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe('Too short');
    expect(schema.safeParse({ name: 'Jo', extra: 1 }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['name']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('composes inside other schemas, lazy or not, and is recognised as a zod schema', () => {
    const inner = schemaProxy(() => z.string().trim().toLowerCase());
    const outer = schemaProxy(() => z.object({ email: inner }).extend({ n: z.number() }));
    expect(outer.parse({ email: ' A@B.C ', n: 1 })).toEqual({ email: 'a@b.c', n: 1 });
    expect(z.array(inner).parse([' X '])).toEqual(['x']);
    expect(inner instanceof z.ZodType).toBe(true);
    expect(outer instanceof z.ZodObject).toBe(true);
    expect('_zod' in outer).toBe(true);
  });
});

describe('lazySchema on the server', () => {
  it('builds at once, so the API keeps real schemas (its OpenAPI generator needs their identity)', () => {
    const build = jest.fn(() => z.object({ email: z.string().pipe(z.email()) }));
    const schema = lazySchema(build);
    expect(build).toHaveBeenCalledTimes(1);
    expect(z.toJSONSchema(schema, { io: 'input' })).toMatchObject({ type: 'object', required: ['email'] });
  });
});
