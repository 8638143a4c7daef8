// expect: none (CWE-89 safe)
// note: Panache find() with ?1 positional parameter for the title
package org.acme.learning;

import io.quarkus.hibernate.orm.panache.PanacheEntity;
import jakarta.persistence.Entity;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.util.List;

@Path("/courses")
public class CourseCatalogResource {

    @GET
    public List<Course> search(@QueryParam("title") String title) {
        return Course.find("lower(title) like ?1", "%" + title.toLowerCase() + "%").list();
    }
}

@Entity
class Course extends PanacheEntity {
    public String title;
    public int credits;
}
