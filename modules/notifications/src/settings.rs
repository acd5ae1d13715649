//! `[module.notifications]`: how a list's news is fanned out, how fast emails leave, and Web
//! Push (`[module.notifications.push]`).

use std::time::Duration;

use platform::settings::Secret;
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct NotificationSettings {
    /// Recipients per fan-out job.
    pub batch_size: u64,
    /// Emails handed to the mail server per minute, at most (one notice to many people is
    /// spread out rather than sent at once).
    pub emails_per_minute: u64,
    pub push: PushSettings,
}

impl Default for NotificationSettings {
    fn default() -> Self {
        Self { batch_size: 500, emails_per_minute: 600, push: PushSettings::default() }
    }
}

/// Web Push: off until the deployment has a VAPID key (`eva push keys` makes one).
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PushSettings {
    /// The VAPID private key: the P-256 scalar, 32 bytes, base64url (RFC 8292).
    pub vapid_private_key: Option<Secret>,
    /// Who the push services contact about this sender (`mailto:` or `https:`); by default the
    /// mail sender's address.
    pub subject: Option<String>,
    /// The push services' origins a browser's subscription may point at. Anything else is
    /// refused: the server would otherwise post to any address a user names.
    pub services: Vec<String>,
    /// How long a push service keeps a message for a device that is offline.
    pub ttl_secs: u32,
    /// Devices per user; registering one more forgets the oldest.
    pub devices_per_user: u64,
}

impl Default for PushSettings {
    fn default() -> Self {
        Self {
            vapid_private_key: None,
            subject: None,
            // Chrome and Edge on Android and desktop, Firefox, Safari and Edge on Windows.
            services: [
                "https://fcm.googleapis.com",
                "https://updates.push.services.mozilla.com",
                "https://web.push.apple.com",
                "https://*.notify.windows.com",
            ]
            .map(String::from)
            .to_vec(),
            ttl_secs: 24 * 3600,
            devices_per_user: 10,
        }
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
        let s = NotificationSettings { batch_size: 10, emails_per_minute: 600, ..Default::default() };
        assert_eq!(s.email_delay(0), Duration::ZERO);
        assert_eq!(s.email_delay(1), Duration::from_millis(100));
        assert_eq!(s.email_delay(6_000), Duration::from_secs(600));
        let unthrottled_by_mistake = NotificationSettings { batch_size: 10, emails_per_minute: 0, ..Default::default() };
        assert_eq!(unthrottled_by_mistake.email_delay(2), Duration::from_secs(120));
    }
}
