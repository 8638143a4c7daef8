// expect: CWE-89 @ 22
// note: Criteria Restrictions.sqlRestriction with the actor text concatenated
package com.compliance.audit;

import java.util.List;
import org.hibernate.Criteria;
import org.hibernate.Session;
import org.hibernate.criterion.Restrictions;
import org.hibernate.type.StringType;

public class AuditTrailSearch {

    private final Session session;

    public AuditTrailSearch(Session session) {
        this.session = session;
    }

    @SuppressWarnings({"unchecked", "deprecation"})
    public List<AuditEvent> byActor(String actor) {
        Criteria criteria = session.createCriteria(AuditEvent.class);
        criteria.add(Restrictions.sqlRestriction("lower({alias}.actor) = lower('" + actor + "')"));
        criteria.setMaxResults(1000);
        return criteria.list();
    }
}
