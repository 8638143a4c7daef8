// expect: CWE-943 @ 36
// note: Spring Data custom fragment builds a JSON query text from the ingredient argument → BasicQuery; exposed through RecipeController
package com.kitchenhub.recipes;

import java.util.List;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.BasicQuery;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

interface RecipeSearch {
    List<Recipe> withIngredient(String ingredient);
}

interface RecipeRepository extends MongoRepository<Recipe, String>, RecipeSearch {
    @org.springframework.data.mongodb.repository.Query("{ 'cuisine': ?0 }")
    List<Recipe> byCuisine(String cuisine);
}

record Recipe(String id, String title, String cuisine, List<String> ingredients) {}

public class RecipeRepositoryImpl implements RecipeSearch {

    private final MongoTemplate template;

    public RecipeRepositoryImpl(MongoTemplate template) {
        this.template = template;
    }

    @Override
    public List<Recipe> withIngredient(String ingredient) {
        Query q = new BasicQuery("{ 'ingredients': { $in: ['" + ingredient + "'] } }");
        return template.find(q, Recipe.class);
    }
}

@RestController
class RecipeController {
    private final RecipeRepository recipes;

    RecipeController(RecipeRepository recipes) {
        this.recipes = recipes;
    }

    @GetMapping("/recipes")
    List<Recipe> search(@RequestParam String ingredient) {
        return recipes.withIngredient(ingredient);
    }
}
