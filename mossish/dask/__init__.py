"""What is about Dask alone: the engine's tasks on a dask.distributed cluster (``check --dask``).

The engine's stages are the same kernels wherever they run
(``engine/schedule.py``); this package connects to a cluster and runs them
there (``cluster.DaskExecutor``), and keeps the class on the workers:

* discovery, lexing and fingerprinting: on a file system the workers share
  with the client (``Cluster.reads_files``), each block of submissions is
  read and lexed on a worker; otherwise files go to the workers in chunks as
  the client reads them (``lexing.py``).  Each block of documents is built on
  a worker from the entries kept there (``building.py``), and stays there;
  the client keeps their husks (names, sizes, counts) and the files' facts
  and warnings (``transport.py``);
* the index and the scoring: the engine's schedule on the blocks the
  workers hold, its tasks Dask tasks;
* prior work (archive/prior.py): the documents' fingerprints come to the
  client a block at a time to be looked up in the archive, and each chunk of
  archived entries goes to the blocks it is compared with (``prior.py``).

docs/scale.md says what goes where.  dask is an optional extra: it is
imported only when a cluster is asked for.
"""
