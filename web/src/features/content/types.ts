/**
 * Shapes of the content API's advisors, feedback and workshops, derived from the server's OpenAPI
 * document (`src/generated/api-types.ts`, regenerated with `npm run gen:api`).
 */
import type { components } from '../../generated/api-types';

type Schemas = components['schemas'];

/** An upcoming workshop in the request's language, with the seats left and the user's booking. */
export type WorkshopView = Schemas['WorkshopView'];

/** A licensed advisor as visitors see them (name, title and bio in the request's language). */
export type AdvisorView = Schemas['AdvisorView'];

/** An approved client testimonial (never with its email). */
export type TestimonialView = Schemas['TestimonialView'];

/** POST /api/feedback: a visitor's message; `website` is the field only robots fill. */
export type SiteFeedbackForm = Schemas['SiteFeedbackForm'];
/** POST /api/client-feedback: a signed-in client's testimonial with a 1–5 rating. */
export type TestimonialForm = Schemas['TestimonialForm'];
export type FeedbackReceived = Schemas['FeedbackReceived'];

/** Staff views and forms (both languages side by side). */
export type StaffWorkshopView = Schemas['StaffWorkshopView'];
export type WorkshopForm = Schemas['WorkshopForm'];
export type WorkshopBookingView = Schemas['WorkshopBookingView'];
export type StaffAdvisorView = Schemas['StaffAdvisorView'];
export type AdvisorForm = Schemas['AdvisorForm'];
export type AdvisorLicenceType = Schemas['AdvisorLicenceType'];
export type StaffFeedbackView = Schemas['StaffFeedbackView'];
