//! `[module.notifications]`: how a list's news is fanned out and how fast emails leave.

use std::time::Duration;

use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct NotificationSettings {
    /// Recipients per fan-out job.
    pub batch_size: u64,
    /// Emails handed to the mail server per minute, at most (one notice to many people is
    /// spread out rather than sent at once).
    pub emails_per_minute: u64,
}

impl Default for NotificationSettings {
    fn default() -> Self {
        Self { batch_size: 500, emails_per_minute: 600 }
    }
}

impl NotificationSettings {
    /// When the `n`th email of one notice (0-based) may leave.
    pub fn email_delay(&self, n: u64) -> Duration {
        let per_minute = self.emails_per_minute.max(1);
        Duration::from_millis(n.saturating_mul(60_000) / per_minute)
    }

    pub fn batch(&self) -> u64 {
        self.batch_size.clamp(1, 10_000)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_of_one_notice_leave_at_the_configured_rate() {
        let s = NotificationSettings { batch_size: 10, emails_per_minute: 600 };
        assert_eq!(s.email_delay(0), Duration::ZERO);
        assert_eq!(s.email_delay(1), Duration::from_millis(100));
        assert_eq!(s.email_delay(6_000), Duration::from_secs(600));
        let unthrottled_by_mistake = NotificationSettings { batch_size: 10, emails_per_minute: 0 };
        assert_eq!(unthrottled_by_mistake.email_delay(2), Duration::from_secs(120));
    }
}
