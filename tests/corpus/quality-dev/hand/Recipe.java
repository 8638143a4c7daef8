import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Recipe {

    private final String title;
    private final List<String> ingredients = new ArrayList<>();
    private int servings = 2;

    public Recipe(String title) {
        this.title = title;
    }

    public Recipe addIngredient(String ingredient) {
        ingredients.add(ingredient);
        return this;
    }

    public void setServings(int servings) {
        if (servings < 1) {
            throw new IllegalArgumentException("servings must be at least 1");
        }
        this.servings = servings;
    }

    public List<String> getIngredients() {
        return Collections.unmodifiableList(ingredients);
    }

    public String getTitle() {
        return title;
    }

    public int getServings() {
        return servings;
    }
}
