import { isDeepStrictEqual } from "node:util";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodType } from "zod";

// The API's declared answers (the route schemas the OpenAPI document and the
// typed client are built from), for tests to hold real answers against.

type Declared = { content?: Record<string, { schema?: unknown }> };
type Operation = { method: string; path: string; pattern: RegExp; params: number; responses: Record<string, Declared> };

export type ContractCheck = {
  /**
   * Judges one answer: its status must be declared for the operation and a JSON
   * body must parse with the declared schema and hold nothing the schema does
   * not name. Answers a sentence for each problem (none when it holds).
   */
  problems(method: string, url: string, status: number, body: unknown): string[];
};

// biome-ignore lint/suspicious/noExplicitAny: any route group's env and schema
export function contractOf(api: OpenAPIHono<any, any, any>, prefix = "/api"): ContractCheck {
  const operations: Operation[] = [];
  for (const definition of api.openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const { method, path, responses } = definition.route as unknown as Omit<Operation, "pattern" | "params">;
    const pattern = new RegExp(`^${prefix}${path.replace(/\{\w+\}/g, "[^/]+")}/?$`);
    operations.push({ method: method.toUpperCase(), path, pattern, params: path.split("{").length - 1, responses });
  }
  // A literal segment wins over a parameter: /admin/leads/export before /admin/leads/{id}.
  operations.sort((a, b) => a.params - b.params);

  return {
    problems(method, url, status, body) {
      const pathname = new URL(url, "http://localhost").pathname;
      const operation = operations.find((o) => o.method === method.toUpperCase() && o.pattern.test(pathname));
      if (!operation) return [`${method} ${pathname} is not a declared operation`];
      const name = `${operation.method} ${operation.path} ${status}`;
      const declared = operation.responses[String(status)];
      if (!declared) return [`${name}: the status is not declared`];
      const schema = declared.content?.["application/json"]?.schema as ZodType | undefined;
      if (!schema) return [];
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        return parsed.error.issues.map((issue) => `${name}: ${issue.path.join(".") || "body"}: ${issue.message}`);
      }
      // Objects drop keys their schema does not name: anything lost was not declared.
      return isDeepStrictEqual(parsed.data, body)
        ? []
        : [`${name}: the answer holds fields the schema does not declare: ${JSON.stringify(body).slice(0, 300)}`];
    },
  };
}
