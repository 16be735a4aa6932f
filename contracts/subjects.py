"""Every subject and the stream config, in one place. The prefix is configurable (docs/contract.md).

Public subjects are `<prefix>.v1.*` as the contract fixes them. Internal event subjects are
`<prefix>.evt.<family>.<id>`: one subject per key, source, proposal and subject, so a service can
read the latest state of any of them with one direct get. A fact slot's events are
`<prefix>.evt.slot.<id>.<kind>` (issue 14): `q` for a decision that holds the proposal for the
verifier or a reviewer, `e` for every other (final decisions, verdicts, withdrawals), so the
verifier's consumer gets quarantines only. A slot is read, and appended to with an
expected-last-subject-sequence check (optimistic concurrency per slot), over `evt.slot.<id>.*`
(nats-server 2.11+: `Nats-Expected-Last-Subject-Sequence-Subject`). Logs written before that have
a slot's events on `evt.slot.<id>` itself (`slot_before_kinds`); they are still read there.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

DEFAULT_PREFIX = "provgate"
SLOT_EVENT_TYPES = frozenset({"proposal.decided", "verdict.rendered", "points.withdrawn"})
DUPLICATE_WINDOW_S = 120.0


@dataclass(frozen=True)
class Subjects:
    prefix: str = DEFAULT_PREFIX

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*", self.prefix):
            raise ValueError(f"invalid subject prefix {self.prefix!r}")

    # public request-reply subjects
    @property
    def sources_record(self) -> str:
        return f"{self.prefix}.v1.sources.record"

    @property
    def sources_record_batch(self) -> str:
        """Added in v1.4: many sources in one request, each answered on its own."""
        return f"{self.prefix}.v1.sources.record_batch"

    @property
    def sources_get(self) -> str:
        """Added in v1.5: one source, its words whole."""
        return f"{self.prefix}.v1.sources.get"

    @property
    def proposals_submit(self) -> str:
        return f"{self.prefix}.v1.proposals.submit"

    @property
    def proposals_submit_batch(self) -> str:
        """Added in v1.1: many proposals in one request, each answered on its own."""
        return f"{self.prefix}.v1.proposals.submit_batch"

    @property
    def proposals_get(self) -> str:
        return f"{self.prefix}.v1.proposals.get"

    @property
    def facts_get(self) -> str:
        return f"{self.prefix}.v1.facts.get"

    @property
    def facts_history(self) -> str:
        return f"{self.prefix}.v1.facts.history"

    @property
    def facts_search(self) -> str:
        return f"{self.prefix}.v1.facts.search"

    @property
    def journal_list(self) -> str:
        return f"{self.prefix}.v1.journal.list"

    @property
    def reviews_decide(self) -> str:
        return f"{self.prefix}.v1.reviews.decide"

    @property
    def reviews_list(self) -> str:
        """Added in v1.1: what waits for a reviewer."""
        return f"{self.prefix}.v1.reviews.list"

    @property
    def facts_explain(self) -> str:
        """Added in v1.1 (issue 16): the whole chain behind one fact."""
        return f"{self.prefix}.v1.facts.explain"

    @property
    def deliveries_list(self) -> str:
        """Added in v1.1 (issue 16): the facts a tagged run was handed."""
        return f"{self.prefix}.v1.deliveries.list"

    # the event log
    @property
    def stream(self) -> str:
        return re.sub(r"[^A-Za-z0-9_-]", "_", self.prefix).upper()

    @property
    def events(self) -> str:
        return f"{self.prefix}.evt.>"

    def key(self, secret_hash: str) -> str:
        return f"{self.prefix}.evt.key.{secret_hash}"

    def source(self, source_id: str) -> str:
        return f"{self.prefix}.evt.src.{source_id}"

    def proposal(self, proposal_id: str) -> str:
        return f"{self.prefix}.evt.prop.{proposal_id}"

    def slot(self, slot_id: str, kind: str = "e") -> str:
        """A slot event's subject: `q` for a quarantine (the verifier's), `e` for any other."""
        return f"{self.prefix}.evt.slot.{slot_id}.{kind}"

    def slot_events(self, slot_id: str) -> str:
        """Every event of one slot (the filter its reads and compare-and-set appends go over)."""
        return f"{self.prefix}.evt.slot.{slot_id}.*"

    def slot_before_kinds(self, slot_id: str) -> str:
        """Where a log written before issue 14's kinds holds the slot's events (read, never written)."""
        return f"{self.prefix}.evt.slot.{slot_id}"

    # the read log (issue 12): searches are recorded in a stream of their own with age and size
    # limits, so reads never grow the undeletable event log
    @property
    def reads_stream(self) -> str:
        return f"{self.stream}_READS"

    @property
    def reads(self) -> str:
        return f"{self.prefix}.rd.>"

    def search(self, search_id: str) -> str:
        return f"{self.prefix}.rd.search.{search_id}"

    def delivery(self, delivery_id: str) -> str:
        """Which facts a read handed to which key (issue 16): in the read log, like searches."""
        return f"{self.prefix}.rd.dlv.{delivery_id}"

    def erasure(self, erasure_id: str) -> str:
        """Added in v1.2 (issue 16): `speaker.erased`."""
        return f"{self.prefix}.evt.erase.{erasure_id}"

    # the key store (issue 16): a stream of its own, apart from the log, whose messages are deleted
    @property
    def keys_stream(self) -> str:
        return f"{self.stream}_KEYS"

    @property
    def keystore(self) -> str:
        return f"{self.prefix}.ks.>"

    def data_key(self, key_id: str) -> str:
        """One data subject's key (deleted, with secure erase, by `provgate erase`)."""
        return f"{self.prefix}.ks.key.{key_id}"

    def speaker_index(self, digest: str) -> str:
        """Which key is a (scope, speaker)'s current one."""
        return f"{self.prefix}.ks.idx.{digest}"

    @property
    def value_seal(self) -> str:
        """The install's secret that value comparison keys are sealed with (never erased)."""
        return f"{self.prefix}.ks.seal"

    def stream_of(self, subject: str) -> str:
        """The stream a subject is stored in: the read log's, or the event log's."""
        if subject.startswith(f"{self.prefix}.ks."):
            return self.keys_stream
        return self.reads_stream if subject.startswith(f"{self.prefix}.rd.") else self.stream

    def subject(self, subject_id: str) -> str:
        return f"{self.prefix}.evt.subj.{subject_id}"

    @property
    def all_proposals(self) -> str:
        return f"{self.prefix}.evt.prop.*"

    @property
    def all_erasures(self) -> str:
        """v1.2 (issue 16): what the gate's erasure durable reads."""
        return f"{self.prefix}.evt.erase.*"

    @property
    def all_slots(self) -> str:
        """Every slot event, of either layout."""
        return f"{self.prefix}.evt.slot.>"

    def quarantine_filters(self) -> tuple[str, str]:
        """What the verifier consumes: quarantines, and any slot event of a log written before
        the kinds (its headers tell which are quarantines)."""
        return f"{self.prefix}.evt.slot.*.q", f"{self.prefix}.evt.slot.*"

    # internal, core NATS (not stored)
    def health(self, service: str) -> str:
        return f"{self.prefix}.int.health.{service}"

    def metrics(self, service: str) -> str:
        """A service's metrics snapshot (core NATS; every instance replies): `provgate ops`."""
        return f"{self.prefix}.int.metrics.{service}"

    @property
    def projected(self) -> str:
        """The projector announces the last stream sequence it committed (core NATS)."""
        return f"{self.prefix}.int.projected"

    def compare_over(self, evt: Any) -> str | None:
        """The subject filter an append of `evt` with an expected last sequence is checked over
        (None: its own subject)."""
        return self.slot_events(evt.slot_id) if evt.type in SLOT_EVENT_TYPES else None

    def for_event(self, evt: Any) -> str:
        """The subject an event is published on."""
        t = evt.type
        if t in ("key.created", "key.revoked"):
            return self.key(evt.secret_hash)
        if t == "source.recorded":
            return self.source(evt.source_id)
        if t == "proposal.submitted":
            return self.proposal(evt.proposal_id)
        if t == "speaker.erased":
            return self.erasure(evt.erasure_id)
        if t == "proposal.decided":
            return self.slot(evt.slot_id, "q" if evt.outcome == "quarantined" else "e")
        if t in ("verdict.rendered", "points.withdrawn"):
            return self.slot(evt.slot_id)
        if t == "facts.searched":
            return self.search(evt.search_id)
        if t == "facts.delivered":
            return self.delivery(evt.delivery_id)
        if t == "subject.predicate_opened":
            return self.subject(evt.subject_id)
        raise ValueError(f"no subject for event type {t!r}")
