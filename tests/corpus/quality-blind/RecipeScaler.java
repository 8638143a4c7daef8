package cooking;

import java.util.LinkedHashMap;
import java.util.Map;

public class RecipeScaler {
    private final Map<String, Double> gramsPerServing = new LinkedHashMap<>();
    private final int baseServings;

    public RecipeScaler(int baseServings) {
        this.baseServings = baseServings;
    }

    public void addIngredient(String ingredient, double grams) {
        gramsPerServing.put(ingredient, grams / baseServings);
    }

    public Map<String, Double> scaleTo(int servings) {
        Map<String, Double> scaled = new LinkedHashMap<>();
        for (Map.Entry<String, Double> e : gramsPerServing.entrySet()) {
            scaled.put(e.getKey(), Math.round(e.getValue() * servings * 10) / 10.0);
        }
        return scaled;
    }

    public double ratio(int servings) {
        return servings / baseServings; // expect: QUA-INTEGER-DIVISION
    }

    public boolean isUnchanged(int servings) {
        return ratio(servings) == 1; // expect: QUA-FLOAT-EQUALITY
    }

    public boolean usesIngredient(String ingredient) {
        Double grams = gramsPerServing.get(ingredient);
        return grams != null && grams > 0.0; // ok: QUA-FLOAT-EQUALITY
    }
}
