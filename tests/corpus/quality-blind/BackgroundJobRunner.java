package jobs;

import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

public class BackgroundJobRunner {
    private static final Logger LOG = Logger.getLogger(BackgroundJobRunner.class.getName());

    private final List<Job> jobs;

    public BackgroundJobRunner(List<Job> jobs) {
        this.jobs = jobs;
    }

    public int runAll() {
        int ok = 0;
        for (Job job : jobs) {
            try {
                job.execute();
                ok++;
            } catch (Throwable t) { // expect: DES-BROAD-CATCH
                LOG.log(Level.SEVERE, "job " + job.name() + " failed", t);
            }
        }
        return ok;
    }

    public static void main(String[] args) {
        try {
            int ok = new BackgroundJobRunner(List.of(() -> LOG.info("tick"))).runAll();
            LOG.info("finished " + ok + " jobs");
        } catch (Exception e) { // ok: DES-BROAD-CATCH
            LOG.log(Level.SEVERE, "runner crashed", e);
            System.exit(1);
        }
    }
}

interface Job {
    void execute() throws JobFailedException;

    default String name() {
        return getClass().getSimpleName();
    }
}

class JobFailedException extends Exception {
    JobFailedException(String message) {
        super(message);
    }
}
