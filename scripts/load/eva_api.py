"""What every simulated Eva user needs: strict requests named by route template, and accounts.

Each call is checked for the status (and, where it matters, the body) the web app expects; any
other answer is a failure in locust's figures. Names are route templates (`GET /api/stock/{id}`),
so locust's table has one row, with its own p50 and p99, per call.

Writes carry a bearer token, as the web app's API client sends: a bearer-authenticated request
needs no XSRF cookie.
"""

import itertools
import json
import os
import re
import time
import uuid
from urllib.parse import urlsplit

# Every account this run registers is new: a run id keeps them apart from earlier runs'.
RUN = os.environ.get("EVA_LOAD_RUN") or uuid.uuid4().hex[:8]
_serial = itertools.count(1)

# Seeded by `eva seed --demo` (modules/accounts/src/demo.rs): a year of Eva Pro and the demo
# analysts' lists bought last month.
DEMO_SUBSCRIBER = ("subscriber@eva.demo", "subscriber-demo-1")

HEADERS = {"Accept": "application/json", "Accept-Language": "ar", "Accept-Encoding": "gzip"}


class Failed(Exception):
    """A call did not get the answer it expects; locust has already counted it as failed."""


def path_of(url):
    """A path (with its query) from what the API gives: a path or an absolute address."""
    parts = urlsplit(url)
    return parts.path + (f"?{parts.query}" if parts.query else "")


class Api:
    """One user's view of the API: its HTTP client (locust's), and its session token."""

    def __init__(self, client):
        self.client = client
        self.token = None

    def headers(self):
        headers = dict(HEADERS)
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        return headers

    def call(self, method, path, name, status=200, check=None, **kwargs):
        """Sends, checks the status and the body (`check` returns a problem or None); the body as
        JSON when it is JSON. Raises Failed on any other answer."""
        kwargs.setdefault("allow_redirects", False)
        with self.client.request(method, path, name=name, headers=self.headers(), catch_response=True, **kwargs) as response:
            if response.status_code != status:
                response.failure(f"expected {status}, got {response.status_code}: {response.text[:200]}")
                raise Failed(name)
            body = None
            if "json" in response.headers.get("Content-Type", ""):
                try:
                    body = response.json()
                except ValueError:
                    response.failure("not JSON")
                    raise Failed(name)
            problem = check(body if body is not None else response) if check else None
            if problem:
                response.failure(problem)
                raise Failed(name)
            response.success()
            return body if body is not None else response

    def get(self, path, name, **kwargs):
        return self.call("GET", path, name, **kwargs)

    def post(self, path, name, **kwargs):
        return self.call("POST", path, name, **kwargs)

    def register(self):
        """A new account, as a person makes one: the form (202), then the code from the email
        (201 with a session token). The email is unique to this run."""
        n = next(_serial)
        email = f"load-{RUN}-{os.getpid()}-{n}-{uuid.uuid4().hex[:6]}@load.test"
        password = f"load-password-{n}"
        body = {"name": f"مستثمر {n}", "email": email, "password": password, "password_confirmation": password, "terms": True}
        self.token = None
        self.post("/api/register", "POST /api/register", json=body, status=202)
        confirm = {"email": email, "code": code_for(email)}
        session = self.post("/api/register/confirm", "POST /api/register/confirm", json=confirm, status=201, check=needs_token)
        self.token = session["data"]["token"]
        return email

    def sign_in(self, email, password):
        self.token = None
        session = self.post("/api/login", "POST /api/login", json={"email": email, "password": password}, check=needs_token)
        self.token = session["data"]["token"]


def code_for(email, within=30):
    """The code of the sign-up email to `email`, from the cluster's mailbox (the SMTP sink writes
    each message there as JSON)."""
    mailbox = os.environ.get("EVA_CLUSTER_MAILBOX")
    if not mailbox:
        raise Failed("EVA_CLUSTER_MAILBOX is not set (scripts/cluster.sh sets it)")
    until = time.monotonic() + within
    while time.monotonic() < until:
        for name in os.listdir(mailbox):
            if not name.endswith(".json"):
                continue
            try:
                with open(os.path.join(mailbox, name), encoding="utf-8") as f:
                    mail = json.load(f)
            except (OSError, ValueError):
                continue  # still being written
            if email in (mail.get("to") or []):
                found = re.search(r"code=(\d{6})", mail.get("text") or "")
                if found:
                    return found.group(1)
        time.sleep(0.2)
    raise Failed(f"no sign-up code for {email} within {within} s")


def needs_token(body):
    return None if isinstance(body, dict) and (body.get("data") or {}).get("token") else "no session token"


def has_data(body):
    return None if isinstance(body, dict) and "data" in body else "no data"


def non_empty(body):
    return None if isinstance(body, dict) and body.get("data") else "empty data"


def timed(environment, name, started, problem=None, length=0):
    """Reports a step made of several requests (a streamed chat answer) as one locust entry."""
    environment.events.request.fire(
        request_type="FLOW",
        name=name,
        response_time=(time.perf_counter() - started) * 1000,
        response_length=length,
        exception=Failed(problem) if problem else None,
        context={},
    )
