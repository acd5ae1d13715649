/** The content module's queries of advisors, feedback and workshops (under the module's id). */
export const CONTENT_KEY = 'content';

export const contentKeys = {
  workshops: [CONTENT_KEY, 'workshops'] as const,
  advisors: [CONTENT_KEY, 'advisors'] as const,
  testimonials: [CONTENT_KEY, 'testimonials'] as const,
  staffWorkshops: [CONTENT_KEY, 'staff', 'workshops'] as const,
  staffBookings: (id: number) => [CONTENT_KEY, 'staff', 'workshops', id, 'bookings'] as const,
  staffAdvisors: [CONTENT_KEY, 'staff', 'advisors'] as const,
  staffFeedbackLists: [CONTENT_KEY, 'staff', 'feedback'] as const,
  staffFeedback: (query: { kind: string | null; status: string | null; page: number }) => [CONTENT_KEY, 'staff', 'feedback', query] as const,
};
