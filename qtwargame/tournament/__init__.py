"""Balance testing: many computer-vs-computer games of one scenario, their statistics,
files, plots, and where they run (this machine's cores or a Dask cluster).

- :mod:`.players`: the players behind one interface (``qtwargame.ai`` when installed,
  else the random player);
- :mod:`.play`: one game's job, seeds and record;
- :mod:`.stats`: Wilson intervals and the batch summary;
- :mod:`.backends`: in-process, process pool, Dask distributed;
- :mod:`.batch`: running a batch, writing JSON and CSV as games finish;
- :mod:`.plots`: the PNG/HTML report (optional extra ``plots``);
- :mod:`.bench`: games per second on one and two workers;
- :mod:`.command`: the ``qtwargame tournament`` verb.

No Qt here: the editor's Balance test dialog (``qtwargame.editor.balance_dialog``) drives
the same batch from a worker thread.
"""
