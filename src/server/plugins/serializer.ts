import fastJson from 'fast-json-stringify';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema';

type ZodSerializerCompiler = typeof zodSerializerCompiler;
type RouteSchema = Parameters<ZodSerializerCompiler>[0];

/**
 * Response serialisation compiled once per route at start: each route's zod response schema is
 * turned into a JSON Schema and compiled by fast-json-stringify, which writes only the declared
 * fields (nothing else can leak) without validating every answer through zod on its way out.
 * A schema JSON Schema cannot express (a transform, a refinement) keeps zod's serializer.
 *
 * `verify` (tests): every answer is also encoded by zod and must match exactly, so the whole
 * suite proves the compiled serializers say what the schemas say.
 */
export function compiledSerializerCompiler(opts: { verify: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema } = route as RouteSchema;
    const zodSerialize = zodSerializerCompiler(route as RouteSchema);
    const compiled = compile(schema);
    if (!compiled) return zodSerialize;
    if (!opts.verify) return compiled;
    return (data: unknown) => {
      const expected = zodSerialize(data); // throws as production would have before
      const fast = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(fast), JSON.parse(expected))) {
        throw new Error(
          `compiled serializer of ${route.method} ${route.url} disagrees with its schema:\n${fast}\n${expected}`,
        );
      }
      return fast;
    };
  };
}

function compile(schema: unknown): ((data: unknown) => string) | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  delete json.$schema;
  try {
    return fastJson(json) as (data: unknown) => string;
  } catch {
    return undefined;
  }
}
