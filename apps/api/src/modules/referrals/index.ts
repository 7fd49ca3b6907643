/** The referrals module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { expireReferralRewards } from './expiry.ts';
export { referralsParticipant } from './participant.ts';
export { referralRoutes } from './routes.ts';
export { claimAtSignUp } from './service.ts';
