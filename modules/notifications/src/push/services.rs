//! Which push services a browser's subscription may name. The endpoint comes from the browser,
//! so from the user: without this list the server would post to any address it is given.

use url::Url;

/// Endpoints longer than this are not a push service's (theirs are a few hundred characters).
pub const MAX_ENDPOINT: usize = 1_000;

/// Whether `endpoint` is an address at one of `allowed` (origins such as
/// `https://fcm.googleapis.com`; `https://*.notify.windows.com` allows its subdomains).
pub fn allowed(endpoint: &str, allowed: &[String]) -> bool {
    if endpoint.len() > MAX_ENDPOINT {
        return false;
    }
    let Ok(url) = Url::parse(endpoint) else { return false };
    if !url.username().is_empty() || url.password().is_some() || url.fragment().is_some() {
        return false;
    }
    let Some(host) = url.host_str() else { return false };
    allowed.iter().any(|origin| matches(&url, host, origin))
}

fn matches(url: &Url, host: &str, origin: &str) -> bool {
    let (pattern, wildcard) = match origin.split_once("://*.") {
        Some((scheme, rest)) => (format!("{scheme}://{rest}"), true),
        None => (origin.to_owned(), false),
    };
    let Ok(allowed) = Url::parse(&pattern) else { return false };
    let Some(allowed_host) = allowed.host_str() else { return false };
    let host_fits = if wildcard {
        host.strip_suffix(allowed_host).is_some_and(|sub| sub.len() > 1 && sub.ends_with('.'))
    } else {
        host.eq_ignore_ascii_case(allowed_host)
    };
    url.scheme() == allowed.scheme() && host_fits && url.port_or_known_default() == allowed.port_or_known_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn defaults() -> Vec<String> {
        crate::settings::PushSettings::default().services
    }

    #[test]
    fn the_browsers_push_services_are_allowed() {
        let ok = [
            "https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b",
            "https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB",
            "https://web.push.apple.com/QGuQyavXutnMH",
            "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
        ];
        for endpoint in ok {
            assert!(allowed(endpoint, &defaults()), "{endpoint}");
        }
    }

    #[test]
    fn anything_else_is_refused() {
        let refused = [
            "http://fcm.googleapis.com/fcm/send/x",
            "https://fcm.googleapis.com.evil.example/x",
            "https://evilfcm.googleapis.com/x",
            "https://notify.windows.com/x",
            "https://x.notify.windows.com.evil/x",
            "https://fcm.googleapis.com:8443/x",
            "https://user:pw@fcm.googleapis.com/x",
            "http://127.0.0.1:8080/push",
            "file:///etc/passwd",
            "not a url",
            "",
        ];
        for endpoint in refused {
            assert!(!allowed(endpoint, &defaults()), "{endpoint}");
        }
        let long = format!("https://fcm.googleapis.com/{}", "a".repeat(MAX_ENDPOINT));
        assert!(!allowed(&long, &defaults()));
    }

    #[test]
    fn a_local_receiver_is_allowed_only_when_named_with_its_port() {
        let local = vec!["http://127.0.0.1:4100".to_owned()];
        assert!(allowed("http://127.0.0.1:4100/push/1", &local));
        assert!(!allowed("http://127.0.0.1:4101/push/1", &local));
        assert!(!allowed("https://127.0.0.1:4100/push/1", &local));
    }
}
