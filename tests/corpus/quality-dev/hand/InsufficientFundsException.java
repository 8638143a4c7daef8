public class InsufficientFundsException extends Exception {

    private final long missingCents;

    public InsufficientFundsException(long missingCents) {
        super("missing " + missingCents + " cents");
        this.missingCents = missingCents;
    }

    public InsufficientFundsException(long missingCents, Throwable cause) {
        super("missing " + missingCents + " cents", cause);
        this.missingCents = missingCents;
    }

    public long getMissingCents() {
        return missingCents;
    }
}
