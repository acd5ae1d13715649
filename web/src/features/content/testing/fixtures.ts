/** API answers for the content screens' tests (advisors, feedback, workshops), shaped as the server sends them. */
import type { AdvisorView, StaffAdvisorView, StaffFeedbackView, StaffWorkshopView, TestimonialView, WorkshopBookingView, WorkshopView } from '../types';

export function aWorkshop(overrides: Partial<WorkshopView> = {}): WorkshopView {
  return {
    id: 1,
    title: 'Reading a financial statement',
    description: 'How to read the income statement, the balance sheet and the cash flows of a listed company',
    location: 'Riyadh, King Fahd Road',
    starts_at: '2099-12-01T16:00:00Z',
    duration_minutes: 90,
    seats: 30,
    seats_left: 12,
    booked_by_me: false,
    cancelled: false,
    ...overrides,
  };
}

export function anAdvisor(overrides: Partial<AdvisorView> = {}): AdvisorView {
  return {
    id: 1,
    name: 'Khalid Al-Harbi',
    title: 'Senior investment advisor',
    bio: 'Fifteen years advising on Saudi equities',
    licence_number: 'CMA-12345',
    licence_type: 'investment_adviser',
    licence_type_name: 'CMA-licensed investment adviser',
    licence_expires_on: '2027-06-30',
    ...overrides,
  };
}

export function aTestimonial(overrides: Partial<TestimonialView> = {}): TestimonialView {
  return { id: 1, name: 'Noura', message: 'The rankings helped me pick dividend stocks.', rating: 5, created_at: '2026-11-20T10:00:00Z', ...overrides };
}

export function aStaffWorkshop(overrides: Partial<StaffWorkshopView> = {}): StaffWorkshopView {
  return {
    id: 1,
    title_ar: 'قراءة القوائم المالية',
    title_en: 'Reading a financial statement',
    description_ar: 'كيف تقرأ القوائم المالية',
    description_en: 'How to read financial statements',
    location_ar: 'الرياض',
    location_en: 'Riyadh',
    starts_at: '2099-12-01T16:00:00Z',
    duration_minutes: 90,
    seats: 30,
    booked: 18,
    cancelled: false,
    ...overrides,
  };
}

export function aBooking(overrides: Partial<WorkshopBookingView> = {}): WorkshopBookingView {
  return { user_id: 7, name: 'Sara', email: 'sara@example.com', phone: '+966500000000', booked_at: '2026-11-25T08:00:00Z', ...overrides };
}

export function aStaffAdvisor(overrides: Partial<StaffAdvisorView> = {}): StaffAdvisorView {
  return {
    id: 1,
    name_ar: 'خالد الحربي',
    name_en: 'Khalid Al-Harbi',
    title_ar: 'مستشار استثمار أول',
    title_en: 'Senior investment advisor',
    bio_ar: 'خمسة عشر عاماً',
    bio_en: 'Fifteen years',
    licence_number: 'CMA-12345',
    licence_type: 'investment_adviser',
    licence_expires_on: '2027-06-30',
    hidden: false,
    position: 1,
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export function aStaffFeedback(overrides: Partial<StaffFeedbackView> = {}): StaffFeedbackView {
  return {
    id: 1,
    kind: 'testimonial',
    status: 'new',
    name: 'Noura',
    email: 'noura@example.com',
    message: 'The rankings helped me pick dividend stocks.',
    rating: 5,
    user_id: 9,
    created_at: '2026-11-20T10:00:00Z',
    reviewed_at: null,
    ...overrides,
  };
}
