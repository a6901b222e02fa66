/**
 * The shared request/response schemas. Temporary: a snapshot of the contract while it is
 * being written; replaced by a re-export of app/api/contract.ts.
 */
export * from './contract-snapshot/primitives.ts';
export * from './contract-snapshot/errors.ts';
export * from './contract-snapshot/account.ts';
export * from './contract-snapshot/registration.ts';
export * from './contract-snapshot/agenda.ts';
export * from './contract-snapshot/coworking.ts';
export * from './contract-snapshot/video.ts';
export * from './contract-snapshot/crm.ts';
export * from './contract-snapshot/survey.ts';
export * from './contract-snapshot/outbox.ts';
export * from './contract-snapshot/captcha.ts';
export * from './contract-snapshot/activity.ts';
