"""Background processing: the job state machine (`state`), the work itself (`tasks`),
and the two ways to run it (`runner`: an in-process pool, or Celery over Redis)."""
