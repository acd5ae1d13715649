//! The one TLS crypto provider of the process: ring.
//!
//! rustls picks its provider from its crate features only when exactly one is compiled in. Test
//! builds also carry aws-lc (through the test mail server's rustls), so a client built with
//! rustls' defaults would find two and refuse. Every client whose HTTP stack takes the process
//! default (object_store's S3 client, the OpenAI client) calls this first.

use std::sync::Once;

pub fn install_crypto_provider() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        // Err only means another provider was installed first, which serves as well.
        let _ = rustls::crypto::ring::default_provider().install_default();
    });
}
