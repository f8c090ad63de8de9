"""A tournament on a Dask LocalCluster (loopback only) gives the records of a local run."""

from __future__ import annotations

import pytest

distributed = pytest.importorskip("distributed", reason="needs the cluster extra: "
                                  "pip install 'qtwargame[cluster]'")

from qtwargame.tournament.backends import DaskBackend, InlineBackend  # noqa: E402
from qtwargame.tournament.batch import run_batch, spec_for  # noqa: E402
from qtwargame.tournament.play import outcome  # noqa: E402


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  host="127.0.0.1", dashboard_address="127.0.0.1:0") as c:
        yield c


def test_dask_cluster_gives_the_same_results_as_the_local_run(cluster, river_crossing):
    spec = spec_for(river_crossing, ("random", "random"), 6, seed=21, swap=True)
    local = run_batch(spec, InlineBackend())
    backend = DaskBackend(cluster.scheduler_address)
    try:
        assert backend.workers == 2
        remote = run_batch(spec, backend)
    finally:
        backend.close()
    assert remote.complete
    assert [outcome(r) for r in remote.records] == [outcome(r) for r in local.records]
    assert ({k: v for k, v in remote.summary.items() if k != "timing"}
            == {k: v for k, v in local.summary.items() if k != "timing"})
    assert remote.summary["timing"]["backend"] == "dask"


def test_cli_runs_on_the_cluster(cluster, tmp_path, capsys):
    from qtwargame.cli import main

    rc = main(["tournament", "river_crossing", "--games", "3", "--cluster",
               cluster.scheduler_address, "--out", str(tmp_path), "--quiet"])
    assert rc == 0
    assert "River Crossing (teaching scenario): 3 games" in capsys.readouterr().out
    assert len((tmp_path / "games.jsonl").read_text(encoding="utf-8").splitlines()) == 3
