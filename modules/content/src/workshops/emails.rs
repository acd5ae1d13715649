//! The booking confirmation, in the user's language, queued once per booking.

use askama::Template;
use chrono_tz::Asia::Riyadh;
use platform::entities::users;
use platform::i18n::arabic_count;
use platform::mail::SendEmail;
use platform::{AppContext, Lang};

use crate::entities::{workshop_bookings, workshops};

#[derive(Template)]
#[template(path = "email/workshop_booked.html")]
struct BookedHtml<'a> {
    lang: &'a str,
    subject: &'a str,
    name: &'a str,
    title: &'a str,
    when: &'a str,
    duration_minutes: i32,
    /// The duration in Arabic, agreeing with its number («دقيقتان», «90 دقيقة»).
    duration_ar: &'a str,
    location: &'a str,
    link: &'a str,
}

#[derive(Template)]
#[template(path = "email/workshop_booked.txt")]
struct BookedText<'a> {
    lang: &'a str,
    name: &'a str,
    title: &'a str,
    when: &'a str,
    duration_minutes: i32,
    /// The duration in Arabic, agreeing with its number («دقيقتان», «90 دقيقة»).
    duration_ar: &'a str,
    location: &'a str,
    link: &'a str,
}

pub async fn booked(ctx: &AppContext, user: &users::Model, w: &workshops::Model, booking: &workshop_bookings::Model) -> anyhow::Result<()> {
    let lang = Lang::from_code(&user.language).unwrap_or_default();
    let (title, location) = match lang {
        Lang::Ar => (&w.title_ar, &w.location_ar),
        Lang::En => (&w.title_en, &w.location_en),
    };
    let at = w.starts_at.with_timezone(&Riyadh);
    let when = match lang {
        Lang::Ar => format!("{} الساعة {} بتوقيت الرياض", at.format("%Y-%m-%d"), at.format("%H:%M")),
        Lang::En => format!("{} at {} Riyadh time", at.format("%A %-d %B %Y"), at.format("%H:%M")),
    };
    let subject = match lang {
        Lang::Ar => format!("تأكيد حجزك: {title}"),
        Lang::En => format!("Your seat is booked: {title}"),
    };
    let link = format!("{}/book-me", ctx.settings.public_url.trim_end_matches('/'));
    let duration_ar = arabic_count(
        u64::from(w.duration_minutes.unsigned_abs()),
        ["{} دقيقة", "دقيقة واحدة", "دقيقتان", "{} دقائق", "{} دقيقة", "{} دقيقة"],
    );
    let html = BookedHtml {
        lang: lang.code(),
        subject: &subject,
        name: &user.name,
        title,
        when: &when,
        duration_minutes: w.duration_minutes,
        duration_ar: &duration_ar,
        location,
        link: &link,
    }
    .render()?;
    let text = BookedText {
        lang: lang.code(),
        name: &user.name,
        title,
        when: &when,
        duration_minutes: w.duration_minutes,
        duration_ar: &duration_ar,
        location,
        link: &link,
    }
    .render()?;
    ctx.queue.push(SendEmail { key: format!("workshop-booking-{}", booking.id), to: user.email.clone(), subject, html, text }).await?;
    Ok(())
}
