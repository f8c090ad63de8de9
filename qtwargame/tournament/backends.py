"""Where the games of a batch run: this process, a pool of local processes, or a Dask
distributed cluster.

Each backend's :meth:`results` yields the records of the jobs it is given as they finish,
in whatever order they finish; the batch puts them back in index order. Leaving the
iteration early (a cancel, Ctrl-C) cancels what has not started and stops the workers.

- :class:`InlineBackend` plays the games one after the other in the calling process.
- :class:`ProcessBackend` uses ``concurrent.futures.ProcessPoolExecutor``: the scenario is
  installed once in every worker by the pool's initializer, workers ignore Ctrl-C (the
  parent handles it) and are started with ``forkserver`` where it exists (``spawn``
  elsewhere), which is safe from a program that runs threads, such as the editor.
- :class:`DaskBackend` connects a ``distributed.Client`` to a scheduler, sends the scenario
  to every worker once (``scatter(..., broadcast=True)``) and maps the jobs over the
  cluster. Workers need the same qtwargame version installed; it is checked first.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
from collections.abc import Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from typing import Any

from qtwargame.engine.text import Msg, Texts
from qtwargame.tournament.play import GameJob, Scenario, game_for, play, play_job

_T = Texts("Tournament")


class BackendError(Exception):
    """The backend cannot run the batch (a missing extra, an unreachable cluster...).
    ``str()`` is the English; ``msg`` says it in a reader's language."""

    def __init__(self, msg: Msg) -> None:
        self.msg = msg
        super().__init__(str(msg))


class InlineBackend:
    name = "inline"
    workers = 1

    def results(self, jobs: Iterable[GameJob], scenario: Scenario) -> Iterator[dict[str, Any]]:
        game = game_for(scenario)
        for job in jobs:
            yield play(game, job)


_WORKER_SCENARIO: Scenario | None = None


def _init_worker(scenario: Scenario) -> None:
    global _WORKER_SCENARIO
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _WORKER_SCENARIO = scenario
    game_for(scenario)


def _play_installed(job: GameJob) -> dict[str, Any]:
    assert _WORKER_SCENARIO is not None, "worker started without a scenario"
    return play_job(job, _WORKER_SCENARIO)


def mp_context():
    """forkserver where it exists; spawn elsewhere and in a PyInstaller build, whose entry
    point calls ``multiprocessing.freeze_support()`` for it."""
    methods = multiprocessing.get_all_start_methods()
    frozen = getattr(sys, "frozen", False)
    return multiprocessing.get_context("forkserver" if "forkserver" in methods and not frozen
                                       else "spawn")


class ProcessBackend:
    name = "processes"

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers or os.cpu_count() or 1

    def results(self, jobs: Iterable[GameJob], scenario: Scenario) -> Iterator[dict[str, Any]]:
        jobs = list(jobs)
        pool = ProcessPoolExecutor(self.workers, mp_context=mp_context(),
                                   initializer=_init_worker, initargs=(scenario,))
        pending: set = set()
        finished = False
        try:
            # Keep a few jobs per worker queued, not the whole batch: a cancel then stops at
            # once and memory stays flat for ten thousand games.
            queue = iter(jobs)
            window = self.workers * 4
            for job in queue:
                pending.add(pool.submit(_play_installed, job))
                if len(pending) >= window:
                    break
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for _ in done:
                    for job in queue:
                        pending.add(pool.submit(_play_installed, job))
                        break
                for f in sorted(done, key=lambda f: f.result()["index"]):
                    yield f.result()
            finished = True
        finally:
            if finished:
                pool.shutdown(wait=True)
            else:
                # Stop the games being played now: end the workers, then let the pool mark
                # the unfinished futures broken. (Cancelling them first makes Python 3.11's
                # pool manager fail on them with InvalidStateError.)
                for p in list((getattr(pool, "_processes", None) or {}).values()):
                    p.terminate()
                pool.shutdown(wait=False)


def dask_client(address: str, timeout: float = 10.0):
    """A ``distributed.Client`` connected to ``address``; BackendError when it cannot be."""
    try:
        from distributed import Client
    except ImportError as e:
        raise BackendError(_T("running on a cluster needs Dask distributed: "
                              "pip install 'qtwargame[cluster]'")) from e
    from distributed.comm.addressing import get_address_host_port, parse_address

    try:  # checked first: a Client that fails on a bad address complains again when freed
        if parse_address(address)[0] in ("tcp", "tls"):
            get_address_host_port(address)
    except ValueError as e:
        raise BackendError(_T("{address} is not a Dask scheduler address such as "
                              "tcp://HOST:8786: {error}", address=repr(address),
                              error=str(e))) from e
    try:
        return Client(address, timeout=f"{timeout}s", set_as_default=False)
    except (OSError, TimeoutError, ValueError) as e:
        raise BackendError(_T("cannot reach the Dask scheduler at {address}: {error}",
                              address=repr(address), error=str(e))) from e


def _worker_version() -> str:
    import qtwargame

    return qtwargame.__version__


class DaskBackend:
    name = "dask"

    def __init__(self, address: str | None = None, client: Any = None,
                 timeout: float = 10.0) -> None:
        self.address = address
        self._own = client is None
        if client is None:
            if address is None:
                raise ValueError("DaskBackend needs an address or a client")
            client = dask_client(address, timeout)
        self.client = client
        self._check_workers()

    @property
    def workers(self) -> int:
        info = self.client.scheduler_info()
        return sum(w.get("nthreads", 1) for w in info.get("workers", {}).values())

    def _check_workers(self) -> None:
        import qtwargame

        try:
            if not self.client.scheduler_info().get("workers"):
                self.client.wait_for_workers(1, timeout=30)
            versions = self.client.run(_worker_version)
        except (TimeoutError, OSError) as e:
            self.close()
            where = (_T("the Dask scheduler at {address}", address=self.address) if self.address
                     else _T("the Dask scheduler of the client"))
            raise BackendError(_T("{scheduler} has no worker ready: {error}", scheduler=where,
                                  error=str(e))) from e
        except Exception as e:  # a worker without qtwargame fails to run the check
            self.close()
            raise BackendError(_T("a Dask worker cannot run qtwargame (install the same "
                                  "version on every worker): {error}",
                                  error=f"{type(e).__name__}: {e}")) from e
        wrong = {w: v for w, v in versions.items() if v != qtwargame.__version__}
        if wrong:
            self.close()
            listed = [_T("{worker} has {version}", worker=w, version=v)
                      for w, v in sorted(wrong.items())]
            raise BackendError(_T("every Dask worker needs qtwargame {version}: {listed}",
                                  version=qtwargame.__version__, listed=tuple(listed)))

    def results(self, jobs: Iterable[GameJob], scenario: Scenario) -> Iterator[dict[str, Any]]:
        from distributed import as_completed

        jobs = list(jobs)
        shared = self.client.scatter(scenario, broadcast=True, hash=False)
        futures = self.client.map(play_job, jobs, scenario=shared, pure=False)
        try:
            for f in as_completed(futures, loop=self.client.loop):
                yield f.result()
        finally:
            self.client.cancel(futures)

    def close(self) -> None:
        if self._own:
            self.client.close()

