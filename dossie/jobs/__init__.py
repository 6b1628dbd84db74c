"""Background processing infrastructure: the job state machine (`state`), running one
job by the handler registered for its kind (`execute`), and the two ways to run jobs
(`runner`: an in-process pool, or Celery over Redis, `celery_app`). The job kinds are
features of `dossie.services` (`job_kinds.install` registers them); nothing here
imports them."""
