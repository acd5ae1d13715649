//! Workshops: staff publish dates with seats; signed-in users book a seat (one each) and get a
//! confirmation email; a full workshop is never overbooked, however many book at once: a seat is
//! taken by one conditional update (`booked < seats`), in the transaction that stores the booking.

mod booking;
mod emails;
pub mod handlers;
mod messages;
mod views;
