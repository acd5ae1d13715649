//! Who made a move, kept as text (`user:5`, `staff:3`, `provider:moyasar`, `webhook:tabby`,
//! `system`) so the logs written before this type read the same.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Actor {
    /// The user the record belongs to, acting for themselves.
    User(i64),
    Staff(i64),
    /// A payment provider answering eva's question (a return, a start).
    Provider(String),
    /// A payment provider calling eva on its own (a webhook).
    Webhook(String),
    /// Eva itself: a job, or a failure nobody caused.
    System,
    /// The demo data (`eva seed --demo`).
    Seed,
}

impl Actor {
    /// The person behind the move, when it was one (for showing their name).
    pub fn person(&self) -> Option<i64> {
        match self {
            Actor::User(id) | Actor::Staff(id) => Some(*id),
            _ => None,
        }
    }

    /// Reads a kept actor back; None for text no version of eva wrote.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "system" => return Some(Actor::System),
            "demo" => return Some(Actor::Seed),
            _ => {}
        }
        let (kind, who) = text.split_once(':')?;
        match kind {
            "user" => who.parse().ok().map(Actor::User),
            "staff" => who.parse().ok().map(Actor::Staff),
            "provider" => Some(Actor::Provider(who.to_owned())),
            "webhook" => Some(Actor::Webhook(who.to_owned())),
            _ => None,
        }
    }
}

impl fmt::Display for Actor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Actor::User(id) => write!(f, "user:{id}"),
            Actor::Staff(id) => write!(f, "staff:{id}"),
            Actor::Provider(id) => write!(f, "provider:{id}"),
            Actor::Webhook(id) => write!(f, "webhook:{id}"),
            Actor::System => f.write_str("system"),
            Actor::Seed => f.write_str("demo"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_actor_reads_back_as_it_was_written() {
        for actor in
            [Actor::User(5), Actor::Staff(3), Actor::Provider("moyasar".into()), Actor::Webhook("tabby".into()), Actor::System, Actor::Seed]
        {
            assert_eq!(Actor::parse(&actor.to_string()), Some(actor));
        }
        assert_eq!(Actor::parse("staff:x"), None);
        assert_eq!(Actor::parse("robot:1"), None);
    }

    #[test]
    fn only_people_have_a_person() {
        assert_eq!((Actor::Staff(3).person(), Actor::User(5).person(), Actor::System.person()), (Some(3), Some(5), None));
    }
}
