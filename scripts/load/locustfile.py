"""Eva's mixed load (`make load`, scripts/load.sh; figures in BENCHMARKS.md).

Four kinds of user, in the proportions of their weights:
  - Guest (10): market pages and searches, as the web app's market screens call the API: the
    overview (indices, heatmap, movers), a search then a stock page (its chart, latest price and
    news), weekly and all-time highs/lows, signals, news, index performance
    and market breadth.
  - Subscriber (4): the demo subscriber (a year of Eva Pro, the demo analysts' lists bought last
    month) reads Eva lists (a list, its rows, performance, chart) and Eva opinions (a list, its
    opinions, one opinion with its history and comments), signals and technical events, and their subscriptions.
  - Chatter (2): a new account asks Eva Chat ready questions about a stock and follows the answer
    stream to its end; the cluster runs without a model, so the offline analyst answers. A free
    account has a daily balance of questions: when it is used up the chatter signs up again, so
    no question is refused (a refusal, code 999, would count as a failure).
  - Buyer (1): a new account buys a plan on the sandbox gateway: checkout, the gateway's page,
    paying by test card, the return to Eva and the subscription it started.

Every request must get the answer the web app expects: anything else is a failure.
"""

import datetime
import json
import random
import time
import uuid

from locust import HttpUser, between, task

from eva_api import DEMO_SUBSCRIBER, Api, Failed, has_data, non_empty, path_of, timed

SEARCHES = ["الراجحي", "aramco", "1120", "2222", "سابك", "stc", "بنك", "الإنماء", "apple", "7010", "المراعي", "اسمنت"]


def steps(flow):
    """A task whose failed step ends it: the failure is already in locust's figures."""

    def run(self):
        try:
            flow(self)
        except Failed:
            pass

    run.__name__ = flow.__name__
    return run


def this_week():
    year, week, _ = datetime.date.today().isocalendar()
    return year, week


def ids_in_heatmap(body):
    found = []
    for sector in (body.get("data") or {}).get("sectors") or []:
        for stock in sector.get("stocks") or []:
            if isinstance(stock.get("id"), int):
                found.append(stock["id"])
    return found


def search_results(body):
    data = body.get("data") if isinstance(body, dict) else None
    return data if isinstance(data, list) else []


class Guest(HttpUser):
    weight = 10
    wait_time = between(2, 6)

    def on_start(self):
        self.api = Api(self.client)
        self.markets = [1]
        self.stocks = []
        try:
            markets = self.api.get("/api/markets", "GET /api/markets", check=non_empty)["data"]
            self.markets = [m["id"] for m in markets] or [1]
        except Failed:
            pass

    def market(self):
        return random.choice(self.markets)

    @task(4)
    @steps
    def market_overview(self):
        market = self.market()
        self.api.get("/api/indices", "GET /api/indices", check=has_data)
        heatmap = self.api.get(f"/api/market-heatmap/{market}", "GET /api/market-heatmap/{id}", check=has_data)
        self.stocks = (self.stocks + ids_in_heatmap(heatmap))[-200:]
        self.api.get(f"/api/market-indicators?market_id={market}", "GET /api/market-indicators", check=has_data)

    @task(4)
    @steps
    def search_then_stock(self):
        query = random.choice(SEARCHES)
        found = search_results(self.api.get("/api/stocks", "GET /api/stocks?query", params={"query": query, "limit": 45}, check=has_data))
        ids = [s["id"] for s in found if isinstance(s.get("id"), int)]
        if ids:
            self.stocks = (self.stocks + ids)[-200:]
            self.stock_page(random.choice(ids))

    @task(4)
    @steps
    def stock(self):
        if self.stocks:
            self.stock_page(random.choice(self.stocks))

    def stock_page(self, stock):
        interval = random.choice(["daily", "daily", "weekly", "monthly"])
        self.api.get(f"/api/stock/{stock}?interval={interval}", "GET /api/stock/{id}", check=has_data)
        self.api.get(f"/api/stocks/latest-price?stock_id={stock}", "GET /api/stocks/latest-price", check=has_data)
        self.api.get(f"/api/news?stock_id={stock}&page=1", "GET /api/news?stock_id", check=has_data)

    @task(2)
    @steps
    def highs_and_lows(self):
        year, week = this_week()
        market = self.market()
        kind = random.choice(["weekly-high-low-stocks", "at-high-low-stocks"])
        self.api.get(f"/api/{kind}/{year}/{week}?market_id={market}", f"GET /api/{kind}/{{year}}/{{week}}", check=has_data)

    @task(2)
    @steps
    def signals(self):
        market = self.market()
        self.api.get(f"/api/stock-signals-guest?page=1&market_id={market}", "GET /api/stock-signals-guest", check=has_data)

    @task(2)
    @steps
    def news(self):
        self.api.get(f"/api/news?page={random.randint(1, 3)}", "GET /api/news", check=has_data)

    @task(1)
    @steps
    def index_performance(self):
        year = datetime.date.today().year
        self.api.get(f"/api/global-index?year={year}&symbols=TASI_EW,TASI,NOMUC", "GET /api/global-index", check=has_data)
        self.api.get(f"/api/index-return?year={year}&symbols=TASI_EW,TASI,NOMUC,SPX", "GET /api/index-return", check=has_data)

    @task(1)
    @steps
    def breadth(self):
        year = datetime.date.today().year
        market = self.market()
        self.api.get(f"/api/breadth/52w?year={year}&market_id={market}", "GET /api/breadth/52w", check=has_data)
        self.api.get(f"/api/stocks-by-ma?year={year}&market_id={market}&interval=daily", "GET /api/stocks-by-ma", check=has_data)


class Subscriber(HttpUser):
    weight = 4
    wait_time = between(2, 6)

    def on_start(self):
        self.api = Api(self.client)
        self.signed_in = False
        self.sign_in()

    def sign_in(self):
        try:
            self.api.sign_in(*DEMO_SUBSCRIBER)
            self.api.get("/api/user", "GET /api/user", check=non_empty)
            self.signed_in = True
        except Failed:
            self.signed_in = False

    @task(3)
    @steps
    def eva_list(self):
        if not self.signed_in:
            return self.sign_in()
        lists = self.api.get("/api/rating-lists", "GET /api/rating-lists", check=has_data)["data"]
        if not lists:
            return
        chosen = random.choice(lists)["id"]
        one = self.api.get(f"/api/rating-lists-single?rating_list_id={chosen}", "GET /api/rating-lists-single", check=non_empty)["data"]
        if one.get("subscribed"):
            self.api.get(f"/api/ratings?rating_list_id={chosen}", "GET /api/ratings", check=has_data)
            self.api.get(f"/api/rating-list-stock-performance?rating_list_id={chosen}", "GET /api/rating-list-stock-performance", check=has_data)
        else:
            self.api.get(f"/api/ratings-guest?rating_list_id={chosen}", "GET /api/ratings-guest", check=has_data)
        self.api.get(f"/api/rating-list-performance?rating_list_id={chosen}", "GET /api/rating-list-performance", check=has_data)
        self.api.get(f"/api/graph-data?listId={chosen}", "GET /api/graph-data", check=has_data)

    @task(3)
    @steps
    def eva_opinions(self):
        if not self.signed_in:
            return self.sign_in()
        lists = self.api.get("/api/opinion-lists?type=3", "GET /api/opinion-lists", check=has_data)["data"]
        if not lists:
            return
        chosen = random.choice(lists)["id"]
        one = self.api.get(f"/api/opinion-lists-single?opinion_list_id={chosen}", "GET /api/opinion-lists-single", check=non_empty)["data"]
        if not one.get("subscribed"):
            return
        opinions = self.api.get(f"/api/opinions?opinion_list_id={chosen}&page=1&per_page=20", "GET /api/opinions", check=has_data)["data"]
        if not opinions:
            return
        opinion = random.choice(opinions)["id"]
        self.api.get(f"/api/opinion?opinionId={opinion}", "GET /api/opinion", check=non_empty)
        self.api.get(f"/api/opinion/history?opinionId={opinion}", "GET /api/opinion/history", check=has_data)
        self.api.get(f"/api/opinion/comments?opinionId={opinion}&page=1&per_page=10", "GET /api/opinion/comments", check=has_data)

    @task(1)
    @steps
    def my_account(self):
        if not self.signed_in:
            return self.sign_in()
        self.api.get("/api/v2/subscriptions", "GET /api/v2/subscriptions", check=non_empty)
        self.api.get("/api/notifications", "GET /api/notifications", check=has_data)

    @task(1)
    @steps
    def technical_analysis(self):
        if not self.signed_in:
            return self.sign_in()
        market = random.choice([1, 2])
        self.api.get(f"/api/stock-signals?page=1&market_id={market}", "GET /api/stock-signals", check=has_data)
        self.api.get(f"/api/technical-events?page=1&per_page=20&market_id={market}", "GET /api/technical-events", check=has_data)


class Chatter(HttpUser):
    weight = 2
    wait_time = between(4, 10)
    # Ready questions that need nothing but a stock (and a term or an interval, given here).
    QUESTIONS = [
        {"questionId": 1, "interval": "daily", "term": "short"},
        {"questionId": 2, "term": "medium"},
        {"questionId": 4},
        {"questionId": 5},
    ]

    def on_start(self):
        self.api = Api(self.client)
        self.remaining = 0
        self.stocks = []

    @task
    @steps
    def ask(self):
        if self.remaining <= 0:
            # A new free account: its daily balance is whole again.
            self.api.register()
            balance = self.api.get("/api/chat/balance", "GET /api/chat/balance", check=non_empty)["data"]
            self.remaining = balance.get("remaining") or 0
            self.api.get("/api/chat/questions", "GET /api/chat/questions", check=has_data)
            if self.remaining <= 0:
                raise Failed("a new account has no questions")
        if not self.stocks:
            found = search_results(self.api.get("/api/stocks", "GET /api/stocks?query", params={"query": random.choice(SEARCHES), "limit": 45}, check=has_data))
            self.stocks = [s["id"] for s in found if isinstance(s.get("id"), int)][:10]
            if not self.stocks:
                return
        question = dict(random.choice(self.QUESTIONS), stockid=random.choice(self.stocks))
        started = time.perf_counter()
        asked = self.api.post("/api/chat/question", "POST /api/chat/question", json=question, status=201, check=self.asked)["data"]
        self.remaining = (asked.get("balance") or {}).get("remaining") or 0
        message = asked["message"]["id"]
        problem, length = self.follow(message)
        timed(self.environment, "chat: question → answer done", started, problem, length)
        if problem is None:
            self.api.get(f"/api/chat/conversations/{asked['chat_id']}", "GET /api/chat/conversations/{chat_id}", check=non_empty)

    @staticmethod
    def asked(body):
        if isinstance(body, dict) and body.get("code") == 999:
            return "refused: the daily balance is used (999)"
        return None if isinstance(body, dict) and (body.get("data") or {}).get("message") else "no message"

    def follow(self, message):
        """Reads the answer's server-sent events to `done`; the problem (or None) and its length."""
        name = "GET /api/chat/messages/{id}/stream"
        with self.client.get(f"/api/chat/messages/{message}/stream?from=0", name=name, headers=self.api.headers(), stream=True, timeout=60, catch_response=True) as response:
            if response.status_code != 200:
                response.failure(f"expected 200, got {response.status_code}")
                return f"stream answered {response.status_code}", 0
            event, text = None, ""
            try:
                for line in response.iter_lines(decode_unicode=True):
                    if line.startswith("event: "):
                        event = line[len("event: "):]
                    elif line.startswith("data: "):
                        data = json.loads(line[len("data: "):])
                        if event == "delta":
                            text += data.get("text", "")
                        elif event in ("done", "failed"):
                            if event == "done" and data.get("status") == "answered" and data.get("answer") == text:
                                response.success()
                                return None, len(text)
                            response.failure(f"{event}: {str(data)[:200]}")
                            return f"the answer ended {event}", len(text)
            except Exception as e:  # a cut stream
                response.failure(f"stream cut: {e}")
                return "stream cut", len(text)
            response.failure("the stream ended before done")
            return "the stream ended before done", len(text)


class Buyer(HttpUser):
    weight = 1
    wait_time = between(8, 16)

    def on_start(self):
        self.api = Api(self.client)

    @task
    @steps
    def buy(self):
        self.api.register()
        catalogue = self.api.get("/api/all-packages", "GET /api/all-packages", check=non_empty)["data"]
        # The platform's packages (the first four: Eva's own plans), as cluster-check buys them.
        package = random.choice(catalogue[:4])
        plan = random.choice(package["plans"])["id"]
        self.api.get(f"/api/plans/{plan}", "GET /api/plans/{id}", check=non_empty)
        attempt = {"plan_id": plan, "method": random.choice(["mada", "visa", "mastercard"]), "idempotency_key": str(uuid.uuid4()), "accept_terms": True}
        started = self.api.post("/api/subscribe", "POST /api/subscribe", json=attempt, status=201, check=non_empty)["data"]
        payment, page = started["payment_id"], path_of(started["redirect_url"])
        self.api.get(page, "GET /api/payments/sandbox/{reference}", check=lambda r: None if "card_number" in r.text else "no card form")
        paid = self.api.post(page, "POST /api/payments/sandbox/{reference}", data={"action": "pay", "card_number": "4111111111111111"}, status=303)
        back = path_of(paid.headers["Location"])
        self.api.get(back, "GET /api/payments/{id}/return", status=303, check=lands_on_success)
        self.api.get(f"/api/payments/{payment}", "GET /api/payments/{id}", check=non_empty)
        self.api.get("/api/v2/subscriptions", "GET /api/v2/subscriptions", check=subscribed)


def lands_on_success(response):
    to = response.headers.get("Location", "")
    return None if to.startswith("/success/") else f"the return went to {to}"


def subscribed(body):
    return None if ((body or {}).get("data") or {}).get("has_subscription") is True else "no subscription after paying"
