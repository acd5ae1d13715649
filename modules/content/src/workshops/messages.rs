//! The workshops' messages, in Arabic and English.

use platform::Message;

pub const NOT_FOUND: Message = Message::coded("NOT_FOUND", "الورشة غير موجودة", "The workshop was not found");
pub const FULL: Message = Message::coded("FULL", "اكتمل العدد في هذه الورشة", "This workshop is full");
pub const ALREADY_BOOKED: Message =
    Message::coded("ALREADY_BOOKED", "لقد حجزت مقعداً في هذه الورشة", "You already have a seat at this workshop");
pub const STARTED: Message =
    Message::coded("STARTED", "بدأت هذه الورشة ولم يعد الحجز متاحاً", "This workshop has started; booking is closed");
pub const CANCELLED: Message = Message::coded("CANCELLED", "أُلغيت هذه الورشة", "This workshop was cancelled");
pub const NOT_BOOKED: Message = Message::coded("NOT_BOOKED", "ليس لديك حجز في هذه الورشة", "You have no seat at this workshop");
pub const STARTS_IN_PAST: Message =
    Message::coded("STARTS_IN_PAST", "موعد الورشة يجب أن يكون في المستقبل", "The workshop must start in the future");
pub const DURATION_RANGE: Message =
    Message::coded("DURATION_RANGE", "المدة بين 15 دقيقة و24 ساعة", "The duration is between 15 minutes and 24 hours");
pub const SEATS_RANGE: Message = Message::coded("SEATS_RANGE", "عدد المقاعد بين 1 و10000", "The seats are between 1 and 10,000");
pub const SEATS_BELOW_BOOKED: Message = Message::coded(
    "SEATS_BELOW_BOOKED",
    "لا يمكن أن يقل عدد المقاعد عن المحجوز منها",
    "The seats cannot be fewer than those already booked",
);
