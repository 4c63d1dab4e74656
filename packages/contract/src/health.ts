/** Whether the shop and its database answer: for load balancers and monitoring. */
import { z } from 'zod';
import { defineRoutes } from './http.ts';
import { healthEndpoints } from './endpoints.ts';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['embedded', 'postgres']),
  version: z.string(),
  uptime_s: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;

export { healthEndpoints };

export const healthRoutes = /*#__PURE__*/ defineRoutes('health', healthEndpoints, {
  getHealth: {
    summary: 'Status server dan database (503 bila database tidak menjawab)',
    response: HealthSchema,
    otherResponses: { 503: HealthSchema },
  },
});
