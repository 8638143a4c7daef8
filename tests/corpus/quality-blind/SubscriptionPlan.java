package billing.plans;

public enum SubscriptionPlan {
    FREE(0, 1),
    PRO(900, 5),
    TEAM(2900, 25);

    private final int monthlyCents;
    private final int seats;

    SubscriptionPlan(int monthlyCents, int seats) {
        this.monthlyCents = monthlyCents;
        this.seats = seats;
    }

    public int getMonthlyCents() {
        return monthlyCents;
    }

    public boolean allows(int users) {
        return users <= seats;
    }

    public boolean isPaid() {
        return this != FREE; // ok: QUA-OBJECT-IDENTITY
    }

    public int yearlyCents() {
        return monthlyCents * 12 * 85 / 100;
    }
}
