import type { components } from '../../generated/api-types';

type Schemas = components['schemas'];

/** An opinions list as investors find it, with its record. */
export type OpinionList = Schemas['OpinionListView'];
/** A record: the success rate always with its count and 95% interval. */
export type OpinionStats = Schemas['OpinionStatsView'];
/** One opinion, every field of spec §3. */
export type Opinion = Schemas['OpinionView'];
export type OpinionDetails = Schemas['OpinionDetailsView'];
export type OpinionVersion = Schemas['OpinionVersionView'];
export type OpinionComment = Schemas['OpinionCommentView'];
export type NewOpinionRequest = Schemas['NewOpinionForm'];
export type EditOpinionRequest = Schemas['EditOpinionForm'];

export const operationTypes = ['stocks', 'options'] as const;
export type OperationType = (typeof operationTypes)[number];
export const orderTypes = ['buy', 'sell', 'call', 'put'] as const;
export type OrderType = (typeof orderTypes)[number];
export const durationTypes = ['short', 'medium', 'long'] as const;
export type DurationType = (typeof durationTypes)[number];
export const analysisTypes = ['technical', 'financial'] as const;
export type AnalysisType = (typeof analysisTypes)[number];
export const stopTypes = ['hour', 'two_hours', 'day', 'week'] as const;
export type StopType = (typeof stopTypes)[number];
/** The server's union (`OpinionStatus` in the document). */
export type OpinionStatus = Schemas['OpinionStatus'];
export const opinionStatuses: readonly OpinionStatus[] = ['pending', 'success', 'failed'];
export const resolutionReasons = ['target', 'stop_loss', 'expired'] as const;
export type ResolutionReason = (typeof resolutionReasons)[number];

/** The route's type for Eva opinions (spec §2: `/opinion_lists/3`). */
export const EVA_OPINIONS_TYPE = 3;
export const MAX_OPINION_IMAGES = 3;

/** An opinion in the staff moderation queue, with its list and analyst named. */
export type StaffOpinion = Schemas['StaffOpinionView'];
/** One hide or restore decision, with who made it. */
export type ModerationEntry = Schemas['ModerationEntryView'];
export const moderationStates = ['hidden'] as const;
export type ModerationState = (typeof moderationStates)[number];
