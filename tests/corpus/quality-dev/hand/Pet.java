public class Pet {
    protected String name;
    protected int hunger;

    public Pet(String name) {
        this.name = name;
        describe(); // expect: QUA-CONSTRUCTOR-CALLS-OVERRIDABLE
    }

    protected void describe() {
        hunger = 5;
    }

    public void feed() {
        hunger = Math.max(0, hunger - 2);
    }

    public int getHunger() {
        return hunger;
    }

    public String getName() {
        return name;
    }
}
