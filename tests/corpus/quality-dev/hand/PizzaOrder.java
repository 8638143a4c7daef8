import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class PizzaOrder {

    private final String size;
    private final List<String> toppings;
    private final boolean extraCheese;

    private PizzaOrder(Builder b) {
        this.size = b.size;
        this.toppings = Collections.unmodifiableList(new ArrayList<>(b.toppings));
        this.extraCheese = b.extraCheese;
    }

    public static Builder builder() {
        return new Builder();
    }

    public String getSize() {
        return size;
    }

    public List<String> getToppings() {
        return toppings;
    }

    public boolean hasExtraCheese() {
        return extraCheese;
    }

    public static final class Builder {
        private String size = "M";
        private final List<String> toppings = new ArrayList<>();
        private boolean extraCheese;

        public Builder withSize(String size) {
            this.size = size;
            return this;
        }

        public Builder topping(String t) {
            toppings.add(t);
            return this;
        }

        public Builder withExtraCheese() {
            this.extraCheese = true;
            return this;
        }

        public PizzaOrder build() {
            return new PizzaOrder(this);
        }
    }
}
