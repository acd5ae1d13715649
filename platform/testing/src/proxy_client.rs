//! Requests through the cluster's proxy as a browser sends them. On a machine starved of CPU a web
//! process may not read a request within its request timeout and answers 408 having done nothing;
//! a browser sends such a request again, and so do the cluster and chaos checks (a lost request
//! is any other failure).

/// Times a request is sent before its 408 counts as the answer.
const TRIES: usize = 5;

/// Sends `request`, again on a 408 while it can be copied (a streamed body cannot).
pub async fn send(mut request: reqwest::RequestBuilder) -> reqwest::Result<reqwest::Response> {
    let mut tries = 1;
    loop {
        let again = request.try_clone();
        let response = request.send().await?;
        match again {
            Some(next) if response.status() == reqwest::StatusCode::REQUEST_TIMEOUT && tries < TRIES => {
                request = next;
                tries += 1;
            }
            _ => return Ok(response),
        }
    }
}

/// A multipart form held in memory, so that `send` can send it again (reqwest streams its own
/// multipart bodies, which cannot be copied).
pub struct BufferedForm {
    boundary: String,
    body: Vec<u8>,
}

impl BufferedForm {
    pub fn new() -> Self {
        Self { boundary: format!("eva-form-{}", uuid::Uuid::new_v4().simple()), body: Vec::new() }
    }

    pub fn text(mut self, name: &str, value: &str) -> Self {
        self.head(&format!("Content-Disposition: form-data; name=\"{name}\""));
        self.body.extend_from_slice(value.as_bytes());
        self.body.extend_from_slice(b"\r\n");
        self
    }

    pub fn file(mut self, name: &str, file_name: &str, mime: &str, bytes: &[u8]) -> Self {
        self.head(&format!("Content-Disposition: form-data; name=\"{name}\"; filename=\"{file_name}\"\r\nContent-Type: {mime}"));
        self.body.extend_from_slice(bytes);
        self.body.extend_from_slice(b"\r\n");
        self
    }

    /// The request carrying the form.
    pub fn attach(mut self, request: reqwest::RequestBuilder) -> reqwest::RequestBuilder {
        self.body.extend_from_slice(format!("--{}--\r\n", self.boundary).as_bytes());
        request.header(reqwest::header::CONTENT_TYPE, format!("multipart/form-data; boundary={}", self.boundary)).body(self.body)
    }

    fn head(&mut self, headers: &str) {
        self.body.extend_from_slice(format!("--{}\r\n{headers}\r\n\r\n", self.boundary).as_bytes());
    }
}

impl Default for BufferedForm {
    fn default() -> Self {
        Self::new()
    }
}
