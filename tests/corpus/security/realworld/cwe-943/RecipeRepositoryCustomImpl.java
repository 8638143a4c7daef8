// expect: none (CWE-943 safe)
// note: custom fragment uses Criteria.where("ingredients").in(ingredient); repository also has a derived/@Query ?0 method
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

public class RecipeRepositoryCustomImpl implements RecipeSearch {

    private final MongoTemplate template;

    public RecipeRepositoryCustomImpl(MongoTemplate template) {
        this.template = template;
    }

    @Override
    public List<Recipe> withIngredient(String ingredient) {
        Query q = new Query(Criteria.where("ingredients").in(ingredient));
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
