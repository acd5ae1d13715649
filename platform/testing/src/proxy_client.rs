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
