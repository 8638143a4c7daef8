// expect: CWE-89 @ 30
// note: JAX-RS @QueryParam category formatted into native SQL with String.format and run through createNativeQuery
package com.retail.catalog.api;

import java.util.List;

import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

@Path("/catalog")
@Produces(MediaType.APPLICATION_JSON)
public class ProductCatalogResource {

    private static final String BY_CATEGORY =
            "SELECT p.sku, p.title, p.price FROM product p JOIN category c ON c.id = p.category_id WHERE c.slug = '%s' AND p.active = true";

    @Inject
    EntityManager entityManager;

    @GET
    @Path("/products")
    @SuppressWarnings("unchecked")
    public List<Object[]> byCategory(@QueryParam("category") String category) {
        String sql = String.format(BY_CATEGORY, category);
        return entityManager.createNativeQuery(sql).getResultList();
    }
}
