"""`provgate console` in a real browser (issue 15): headless Chromium driven by Playwright against the
console running as its own process on the session's provgate: the ledger (refusals first, the value
that stands with its source's words, provenance chips), a subject as of a past time, the live ledger
(server-sent events), and the review queue with its decisions.

Chromium is Debian's (`chromium`, or PROVGATE_CHROMIUM naming another binary); Playwright's own browser
download is never used. .ci/run installs the Debian package when it is missing; elsewhere these tests
skip, saying why. Screenshots go to the test's tmp folder, or to PROVGATE_CONSOLE_SHOTS when set
(`PROVGATE_CONSOLE_SHOTS=docs pytest tests/e2e/test_console_browser.py` made docs/console-review.png and
docs/console-ledger.png).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from cli.console import MAX_LIVE_PAGES
from cli.keys import create_key
from cli.runtime import System
from client import Client
from shared.bus import Bus
from shared.embedded import free_port

from ..helpers import eventually, rand
from .test_console import held_conflict
from .test_explain import budget_story, replace_budget

CHROMIUM = os.environ.get("PROVGATE_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(not CHROMIUM, reason="no chromium on PATH (Debian: apt-get install chromium; .ci/run does)"),
]
playwright_api = pytest.importorskip("playwright.async_api", reason="playwright is not installed (pip install -e '.[dev]')")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def console(system: System) -> Iterator[Any]:
    """`provgate console --key K --scope S --port P` in a process of its own; yields its base URL."""
    procs: list[subprocess.Popen[bytes]] = []

    @asynccontextmanager
    async def start(key: str, scope: str) -> AsyncIterator[str]:
        assert system.nats_url and system.database_url
        port = free_port()
        env = {**os.environ, "PROVGATE_NATS_URL": system.nats_url, "PROVGATE_DATABASE_URL": system.database_url,
               "PROVGATE_PREFIX": system.prefix, "PROVGATE_KEY": key, "PYTHONPATH": str(ROOT),
               "PROVGATE_HOME": str(ROOT / ".provgate-test" / "console-browser")}  # no instance.json there
        procs.append(subprocess.Popen([sys.executable, "-m", "cli", "console", "--scope", scope, "--port", str(port)],
                                      cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        url = f"http://127.0.0.1:{port}"

        async def up() -> bool:
            assert procs[-1].poll() is None, "provgate console exited"
            try:
                async with httpx.AsyncClient() as h:
                    await h.get(url + "/", params={"scope": scope}, timeout=2)
                return True
            except httpx.TransportError:
                return False

        await eventually(up, bool, timeout=30, interval=0.1)
        yield url

    yield start
    for p in procs:
        p.terminate()
        p.wait(timeout=10)


@pytest.fixture
async def page() -> AsyncIterator[Any]:
    async with playwright_api.async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--headless=new"])
        try:
            yield await browser.new_page(viewport={"width": 1200, "height": 700})
        finally:
            await browser.close()


def shots(tmp_path: Path) -> Path:
    d = Path(os.environ.get("PROVGATE_CONSOLE_SHOTS") or tmp_path)
    d.mkdir(parents=True, exist_ok=True)
    return d


async def test_the_review_page_shows_a_held_conflict_with_both_sides_words(
        system: System, bus: Bus, api: Any, scope: str, console: Any, page: Any, tmp_path: Path) -> None:
    """The console's first page is the review queue: the held proposal, the current fact it contradicts,
    and each side's source in its own words."""
    _, key = await create_key(bus, role="reviewer", name="dana", scopes=[scope])
    pid, case_id = await held_conflict(system, api, key, scope)
    async with console(key, scope) as url:
        r = await page.goto(f"{url}/?scope={scope}")
        assert r.status == 200
        assert await page.title() == f"provgate review: {scope}"
        row = page.locator("tr", has_text=case_id)
        await row.wait_for()
        text = await row.inner_text()
        assert pid in text and "budget" in text and "25000" in text and "20000" in text
        assert "Our budget is $25,000 now." in text and "Contract: budget $20,000." in text
        assert "customer" in text  # who said it
        assert await row.get_by_role("button", name="resolve").is_visible()
        await page.screenshot(path=str(shots(tmp_path) / "console-review.png"))


async def test_a_reviewer_resolves_a_conflict_in_the_browser_and_the_history_changes(
        system: System, bus: Bus, api: Any, scope: str, console: Any, page: Any, tmp_path: Path) -> None:
    _, key = await create_key(bus, role="reviewer", name="dana", scopes=[scope])
    pid, case_id = await held_conflict(system, api, key, scope)
    alex = await api("agent")
    before = await alex.history(scope=scope, subject="c", predicate="budget")
    assert [(f["value"], f["status"]) for f in before] == [(20000, "current")]
    async with console(key, scope) as url:
        await page.goto(f"{url}/?scope={scope}")
        row = page.locator("tr", has_text=case_id)
        await row.wait_for()
        await row.locator("select[name=resolution]").select_option("contradiction")
        await row.locator("select[name=winner]").select_option(pid)
        await row.locator("input[name=reason]").fill("The contract was amended.")
        async with page.expect_navigation():
            await row.get_by_role("button", name="resolve").click()
        assert page.url.startswith(f"{url}/?")  # the 303 back to the queue
        note = await page.locator(".note").inner_text()
        assert note == f"{case_id}: contradiction; proposal {pid} approved"
        assert await page.get_by_text("Nothing waits for a reviewer in this scope.").is_visible()
        assert await page.locator(f"text={case_id}").count() == 1  # only in the note, no row left
        await page.screenshot(path=str(tmp_path / "console-after-decision.png"))

    after = await eventually(lambda: alex.history(scope=scope, subject="c", predicate="budget"),
                             lambda h: len(h) == 2)
    assert sorted((f["value"], f["status"]) for f in after) == [(20000, "superseded"), (25000, "current")]
    assert [f["value"] for f in await alex.facts(scope=scope, subject="c", predicate="budget")] == [25000]


async def test_the_console_of_an_agent_key_offers_and_decides_nothing(
        system: System, bus: Bus, api: Any, scope: str, console: Any, page: Any) -> None:
    """An agent key's console: the queue is refused (403, the bus's `forbidden`), no decision form is
    shown, a post without the console's token is refused, and the held case still waits."""
    _, reviewer_key = await create_key(bus, role="reviewer", name="dana", scopes=[scope])
    _, case_id = await held_conflict(system, api, reviewer_key, scope)
    _, agent_key = await create_key(bus, role="agent", name=rand("a-"), scopes=[scope])
    async with console(agent_key, scope) as url:
        r = await page.goto(f"{url}/?scope={scope}")
        assert r.status == 403
        assert "forbidden" in await page.locator(".err").inner_text()
        assert await page.locator(f"text={case_id}").count() == 0
        assert await page.locator("form[action='/resolve'], form[action='/decide']").count() == 0
        posted = await page.request.post(f"{url}/resolve", form={
            "scope": scope, "case_id": case_id, "resolution": "dismissed", "reason": "no", "token": "guessed"})
        assert posted.status == 403
    assert system.nats_url
    async with await Client.connect(system.nats_url, reviewer_key, system.prefix) as reviewer:
        assert case_id in [i.case_id for i in await reviewer.reviews(scope)]


async def rogue(alex: Any, scope: str, value: int) -> str:
    """An agent's unsourced budget: held for the verifier (needs_provenance), then refused."""
    r = await alex.submit(scope=scope, subject="customer:acme", predicate="budget", value=value, confidence=0.9,
                          evidence=[], wait=True)
    done = await eventually(lambda: alex.proposal(r["proposal_id"]), until=lambda x: x["final"], timeout=15)
    assert done["status"] == "rejected" and done["reasons"][0] == "needs_provenance", done
    return str(r["proposal_id"])


async def test_the_ledger_opens_with_refusals_first_beside_the_value_that_stands(
        system: System, bus: Bus, api: Any, scope: str, console: Any, page: Any, tmp_path: Path) -> None:
    """journal.list through the page: the refused unsourced value struck through above the accepted ones,
    its reasons, and the value that stands with its source's words; one click opens a fact's provenance."""
    _, alex, _, _, _, first = await budget_story(api, scope)
    refused = await rogue(alex, scope, 25000)
    _, key = await create_key(bus, role="reviewer", name="dana", scopes=[scope])
    async with console(key, scope) as url:
        r = await page.goto(f"{url}/ledger?scope={scope}")
        assert r.status == 200 and await page.title() == f"provgate ledger: {scope}"
        ids = await page.locator("tr[id]").evaluate_all("rows => rows.map(r => r.id)")
        assert ids.index(refused) < ids.index(first["proposal_id"])  # refusals first
        row = page.locator(f"tr[id='{refused}']")
        assert await row.locator("del").inner_text() == "25000"
        text = await row.inner_text()
        assert "needs_provenance" in text and "no source" in text
        stands = row.locator("td").last
        assert (await stands.locator(".val").inner_text()) == "18000"
        assert "Our budget for this project is $18,000" in await stands.locator("summary").inner_text()
        chip = stands.locator("details.chip")
        assert not await chip.locator("blockquote").is_visible()
        await chip.locator("summary").click()  # the provenance chip: one click
        opened = await chip.inner_text()
        assert "Our budget for this project is $18,000, confirmed by our CFO." in opened
        assert "customer" in opened and "authority channel" in opened and "proposed by" in opened
        assert "valid 2026-10-01 09:00" in opened and "recorded" in opened
        accepted = page.locator(f"tr[id='{first['proposal_id']}']")
        assert "accepted" in await accepted.inner_text() and await accepted.locator("del").count() == 0
        await page.screenshot(path=str(shots(tmp_path) / "console-ledger.png"))


async def test_the_as_of_control_shows_the_value_that_stood_before_a_change(
        system: System, bus: Bus, api: Any, scope: str, console: Any, page: Any, tmp_path: Path) -> None:
    """18000 from a customer on 1 Oct, a signed document's 14000 on 20 Oct: now the page shows 14000 with
    both versions in the history; as of 10 Oct it shows 18000; known at a time before anything was
    recorded, nothing."""
    _, _, _, dana, _, _ = await budget_story(api, scope)
    await replace_budget(dana, scope)
    _, key = await create_key(bus, role="reviewer", name=rand("r-"), scopes=[scope])
    async with console(key, scope) as url:
        await page.goto(f"{url}/subject?scope={scope}&subject=customer:acme")
        facts = page.locator("table.facts")
        assert (await facts.locator(".val").all_inner_texts()) == ["14000"]
        history = page.locator("table.history[data-predicate=budget]")
        assert [t.strip() for t in await history.locator("tr td:nth-child(2)").all_inner_texts()] == [
            "superseded", "current"]
        await page.locator("input[name=as_of]").fill("2026-10-10T00:00")
        async with page.expect_navigation():
            await page.get_by_role("button", name="show").last.click()
        assert "as_of=2026-10-10T00%3A00" in page.url
        assert "as of 2026-10-10T00:00:00Z" in await page.locator("#as-of").inner_text()
        assert (await facts.locator(".val").all_inner_texts()) == ["18000"]
        await page.screenshot(path=str(tmp_path / "console-as-of.png"))
        await page.locator("input[name=known_at]").fill("2000-01-01T00:00")
        async with page.expect_navigation():
            await page.get_by_role("button", name="show").last.click()
        assert await page.get_by_text("No fact of this subject stood then.").is_visible()


async def test_a_new_refusal_appears_in_the_open_ledger_without_a_reload(
        system: System, bus: Bus, api: Any, scope: str, console: Any, page: Any) -> None:
    """The ledger listens to /events (server-sent, one journal.list a second): a refusal submitted over
    the bus while the page is open shows up in it, struck through, with no action in the page."""
    _, alex, _, _, _, _ = await budget_story(api, scope)
    _, key = await create_key(bus, role="reviewer", name="dana", scopes=[scope])
    async with console(key, scope) as url:
        await page.goto(f"{url}/ledger?scope={scope}")
        assert await page.locator("tr.refused").count() == 0
        await playwright_api.expect(page.locator("#live")).to_have_text("live", timeout=10_000)
        refused = await rogue(alex, scope, 31000)
        row = page.locator(f"tr.refused[id='{refused}']")
        await playwright_api.expect(row).to_be_visible(timeout=15_000)
        assert await row.locator("del").inner_text() == "31000"


async def test_a_ledger_page_that_goes_away_stops_its_event_stream(
        system: System, bus: Bus, api: Any, scope: str, console: Any, page: Any) -> None:
    """One poll loop per open page, at most MAX_LIVE_PAGES at once: opening the ledger more times than that,
    one after another, every page still gets its stream, because each page's loop ended when it left."""
    _, key = await create_key(bus, role="reviewer", name="dana", scopes=[scope])
    await rogue(await api("agent"), scope, 1)
    async with console(key, scope) as url:
        for _ in range(MAX_LIVE_PAGES + 2):
            await page.goto(f"{url}/ledger?scope={scope}")
            await playwright_api.expect(page.locator("#live")).to_have_text("live", timeout=10_000)
            await page.goto("about:blank")
