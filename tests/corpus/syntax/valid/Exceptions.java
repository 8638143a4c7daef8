class InsufficientFundsException extends Exception {
    InsufficientFundsException(String message) {
        super(message);
    }
}

class Exceptions {
    private int balance = 10;

    void withdraw(int amount) throws InsufficientFundsException {
        if (amount > balance) {
            throw new InsufficientFundsException("only " + balance);
        }
        balance -= amount;
    }

    public static void main(String[] args) {
        Exceptions e = new Exceptions();
        try {
            e.withdraw(20);
        } catch (InsufficientFundsException ex) {
            System.out.println(ex.getMessage());
        }
    }
}
