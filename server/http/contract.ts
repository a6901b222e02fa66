/** The shared request/response schemas: the server validates with exactly what the portal uses. */
export * from '../../app/api/contract.ts';
