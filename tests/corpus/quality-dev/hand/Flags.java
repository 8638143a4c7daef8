public class Flags {

    private boolean verbose;
    private boolean dryRun;

    public void parse(String[] args) {
        for (String a : args) {
            if (a.equals("-v")) {
                verbose = true;
            } else if (a.equals("-n")) {
                dryRun = true;
            }
        }
    }

    public boolean isVerbose() {
        return verbose;
    }

    public boolean isDryRun() {
        return dryRun;
    }

    public boolean shouldWrite() {
        return dryRun == false; // expect: QUA-BOOLEAN-LITERAL-COMPARISON
    }
}
